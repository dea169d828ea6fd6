import type { ReactNode } from 'react';
import { SHOP_NAME } from '@shop/shared/shop';

/** The frame of the pages before sign-in: the shop's name, the page's title, its form. */
export function StaffCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-brand-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <p className="font-display text-lg text-brand-700">{SHOP_NAME} · Back office</p>
        <h1 className="mt-1 mb-5 text-2xl font-semibold text-stone-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
