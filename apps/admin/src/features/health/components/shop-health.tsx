import { useQuery } from '@tanstack/react-query';
import { healthLines } from '@shop/shared/health';
import { healthQuery } from '../api/health-calls.ts';

/** The Today page's word on the database's writes and the mail, from the health call monitors read. */
export function ShopHealth() {
  const { data, error } = useQuery(healthQuery());
  const lines = data?.checks ? healthLines(data.checks) : [];
  return (
    <section
      aria-labelledby="shop-health-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="shop-health-title" className="text-lg font-semibold">
        Database and mail
      </h2>
      {error && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          {error.message}
        </p>
      )}
      {lines.map((line) =>
        line.warning ? (
          <p
            key={line.text}
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
          >
            {line.text}
          </p>
        ) : (
          <p key={line.text} className="text-sm text-stone-700">
            {line.text}
          </p>
        ),
      )}
    </section>
  );
}
