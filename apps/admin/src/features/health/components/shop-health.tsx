import { useQuery } from '@tanstack/react-query';
import { healthLines } from '@shop/shared/health';
import { TodaySection } from '../../../components/today-section.tsx';
import { healthQuery } from '../api/health-calls.ts';

/** The Today page's word on the database's writes and the mail, from the health call monitors read. */
export function ShopHealth() {
  const { data, error } = useQuery(healthQuery());
  const lines = data?.checks ? healthLines(data.checks) : [];
  return <TodaySection id="shop-health-title" title="Database and mail" error={error} lines={lines} />;
}
