import { useLocation } from 'react-router';
import { STAFF_ROLE_NAMES } from '@shop/shared/staff';
import { LastBackup } from '../../features/backups/components/last-backup.tsx';
import { LowStock } from '../../features/catalogue/components/low-stock.tsx';
import { DiskSpace } from '../../features/disk-space/components/disk-space.tsx';
import { ShopHealth } from '../../features/health/components/shop-health.tsx';
import { OldestComplaints } from '../../features/complaints/components/oldest-complaints.tsx';
import { CashOwed } from '../../features/orders/components/cash-owed.tsx';
import { OrderOverview } from '../../features/orders/components/order-overview.tsx';
import { ShipmentsNeedingAttention } from '../../features/couriers/components/shipments-needing-attention.tsx';
import { ReturnsToReview } from '../../features/returns/components/returns-to-review.tsx';
import { ProofsWaiting } from '../../features/orders/components/proofs-waiting.tsx';
import { ReconciliationSummary } from '../../features/payments/components/reconciliation-summary.tsx';
import { TodaysRates } from '../../features/pricing/components/todays-rates.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';
import { WhatsAppThisMonth } from '../../features/whatsapp/components/whatsapp-today.tsx';

/** The page the jeweller opens each morning. */
export default function TodayRoute() {
  const { member } = useStaffSession();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <section aria-labelledby="today-title" className="space-y-4">
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {notice}
        </p>
      )}
      <h1 id="today-title" className="text-2xl font-semibold">
        Today
      </h1>
      {member && (
        <p className="text-stone-700">
          Signed in as {member.name} ({member.email}), {STAFF_ROLE_NAMES[member.role].toLowerCase()} of the
          shop.
        </p>
      )}
      <OrderOverview />
      <CashOwed />
      <ProofsWaiting />
      <ShipmentsNeedingAttention />
      <OldestComplaints />
      <ReturnsToReview />
      {/* Above the long lists: a warning that the shop has no recent backup, or little room left, must be seen. */}
      <LastBackup />
      <DiskSpace />
      <ShopHealth />
      <WhatsAppThisMonth isOwner={member?.role === 'owner'} />
      <ReconciliationSummary isOwner={member?.role === 'owner'} />
      <TodaysRates />
      <LowStock />
    </section>
  );
}
