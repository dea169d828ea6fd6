import { Link, Outlet } from 'react-router';
import { SHOP_NAME } from '@shop/shared/shop';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to="/" className="text-xl font-semibold text-brand-700">
            {SHOP_NAME}
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="bg-brand-900 px-4 py-6 text-center text-sm text-brand-100">
        © {SHOP_NAME}. Hallmarked silver and gold, made in India.
      </footer>
    </div>
  );
}
