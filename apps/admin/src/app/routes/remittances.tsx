import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { STATEMENT_TEXTS } from '@shop/shared/remittance-statement';
import { RemittanceStatement } from '../../features/couriers/components/remittance-statement.tsx';

/**
 * `/admin/remittances`: a courier's remittance statement recorded, linked from Today's cash
 * owed. A page of its own, so what became of each line stays in view once nothing is owed.
 */
export default function RemittancesRoute() {
  return (
    <section aria-labelledby="remittances-title" className="space-y-4">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline">
        <ArrowLeft aria-hidden className="size-4" />
        Today
      </Link>
      <h1 id="remittances-title" className="text-2xl font-semibold">
        {STATEMENT_TEXTS.heading}
      </h1>
      <RemittanceStatement />
    </section>
  );
}
