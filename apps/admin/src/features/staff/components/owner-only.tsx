import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STAFF_TEXTS, type StaffMember } from '@shop/shared/staff';

/**
 * An owner's page: anyone else opening its address reads why not, and asks nothing of the
 * server, which would refuse them too.
 */
export function OwnerOnly({
  member,
  title,
  children,
}: {
  member: StaffMember | undefined;
  title: string;
  children: ReactNode;
}) {
  if (member === undefined) return <p className="text-stone-600">Loading…</p>;
  if (member.role === 'owner') return children;
  return (
    <section aria-labelledby="owner-only-title" className="max-w-xl space-y-3">
      <h1 id="owner-only-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-rose-900">
        {STAFF_TEXTS.ownerOnly} Ask the owner if you need something changed here.
      </p>
      <Link to="/" className="text-brand-700 underline">
        Back to Today
      </Link>
    </section>
  );
}
