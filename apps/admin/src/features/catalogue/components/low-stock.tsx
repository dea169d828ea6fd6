import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FEW_LEFT_BELOW } from '@shop/shared/catalogue';
import { Alert } from '@shop/ui/alert.tsx';
import { lowStockQuery } from '../api/product-calls.ts';

/** Today's reminder of the pieces to make or buy again: fewer than FEW_LEFT_BELOW left, none first. */
export function LowStock() {
  const { data, error } = useQuery(lowStockQuery());
  return (
    <section
      aria-labelledby="low-stock-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="low-stock-title" className="text-lg font-semibold">
        Low in stock
      </h2>
      <Alert message={error?.message} />
      {data && data.total === 0 && (
        <p className="text-stone-700">Every piece in the shop has {FEW_LEFT_BELOW} or more in stock.</p>
      )}
      {data && data.total > 0 && (
        <>
          <ul className="divide-y divide-stone-100">
            {data.products.map((piece) => (
              <li key={piece.id} className="flex items-center justify-between gap-3 py-2">
                <Link to={`/products/${piece.id}`} className="text-brand-700 underline">
                  {piece.name}
                </Link>
                <span
                  className={piece.stock === 0 ? 'font-medium text-rose-700' : 'font-medium text-amber-800'}
                >
                  {piece.stock === 0 ? 'None left' : `${piece.stock} left`}
                </span>
              </li>
            ))}
          </ul>
          {data.total > data.products.length && (
            <p className="text-sm text-stone-700">
              {data.total} pieces in all; the{' '}
              <Link to="/products?stock=out" className="text-brand-700 underline">
                Products
              </Link>{' '}
              list filters them by stock.
            </p>
          )}
        </>
      )}
    </section>
  );
}
