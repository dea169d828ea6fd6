import { queryOptions } from '@tanstack/react-query';
import { monthCsvPath, monthSummaryPath, type GstMonthAnswer } from '@shop/shared/gst-month';
import { adminDownload, adminFetch } from '../../../lib/admin-fetch.ts';

/** A month's GSTR-1 figures, 'YYYY-MM'. */
export function monthFiguresQuery(month: string) {
  return queryOptions({
    queryKey: ['accounts', 'month', month],
    queryFn: ({ signal }) => adminFetch<GstMonthAnswer>(monthSummaryPath(month), { signal }),
  });
}

/** The month's tax invoices and credit notes as a CSV file. */
export function downloadMonthCsv(month: string): Promise<void> {
  return adminDownload(monthCsvPath(month));
}
