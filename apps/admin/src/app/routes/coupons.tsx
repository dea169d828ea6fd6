import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import type { Coupon } from '@shop/shared/coupons-api';
import { Alert } from '@shop/ui/alert.tsx';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { ListTable } from '../../components/list-table.tsx';
import { couponsQuery, updateCoupon } from '../../features/coupons/api/coupon-calls.ts';
import { CouponForm } from '../../features/coupons/components/coupon-form.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';
import { formatDateTime, formatPaise } from '../../lib/format.ts';

const column = createColumnHelper<Coupon>();

const discountOf = (coupon: Coupon) =>
  coupon.kind === 'percent' ? `${coupon.value} %` : `${formatPaise(coupon.value)} before GST`;

const windowOf = (coupon: Coupon) =>
  [
    coupon.startsAt ? `from ${formatDateTime(coupon.startsAt)}` : null,
    coupon.endsAt ? `until ${formatDateTime(coupon.endsAt)}` : null,
  ]
    .filter(Boolean)
    .join(' ') || 'Always';

/** '3 of 5 used, 1 held': paid orders, and orders holding a use while their shoppers pay. */
const usesOf = (coupon: Coupon) =>
  [
    `${coupon.maxUses === null ? coupon.uses : `${coupon.uses} of ${coupon.maxUses}`} used${
      coupon.held > 0 ? `, ${coupon.held} held` : ''
    }`,
    coupon.usesBeyondLimit > 0 ? `(${coupon.usesBeyondLimit} beyond the limit)` : null,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The coupons: every code with its terms and uses. Everyone on the staff reads them; only the
 * owner makes them and switches them on or off, as with the metal rates.
 */
export default function CouponsRoute() {
  const isOwner = useStaffSession().member?.role === 'owner';
  const queryClient = useQueryClient();
  const { data, error } = useQuery(couponsQuery());
  const toggle = useMutation({
    mutationFn: (coupon: Coupon) => updateCoupon(coupon.id, { active: !coupon.active }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsQuery().queryKey }),
  });
  const columns = [
    column.accessor('code', { header: 'Code' }),
    column.display({ id: 'discount', header: 'Discount', cell: (cell) => discountOf(cell.row.original) }),
    column.accessor('minOrder', {
      header: 'Minimum order',
      cell: (cell) => (cell.getValue() > 0 ? formatPaise(cell.getValue()) : 'None'),
    }),
    column.display({ id: 'window', header: 'When', cell: (cell) => windowOf(cell.row.original) }),
    column.display({ id: 'uses', header: 'Uses', cell: (cell) => usesOf(cell.row.original) }),
    column.accessor('maxUsesPerCustomer', {
      header: 'Per customer',
      cell: (cell) => cell.getValue() ?? 'No limit',
    }),
    column.display({
      id: 'active',
      header: 'On',
      cell: (cell) => {
        const coupon = cell.row.original;
        if (!isOwner) return coupon.active ? 'On' : 'Off';
        return (
          <button
            type="button"
            className={QUIET_BUTTON}
            aria-pressed={coupon.active}
            aria-label={`${coupon.code} is ${coupon.active ? 'on' : 'off'}: switch it ${coupon.active ? 'off' : 'on'}`}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(coupon)}
          >
            {coupon.active ? 'On' : 'Off'}
          </button>
        );
      },
    }),
  ];
  // The app is not built with React Compiler, whose memoising this library's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: data?.coupons ?? [], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <section aria-labelledby="coupons-title" className="space-y-6">
      <h1 id="coupons-title" className="text-2xl font-semibold">
        {COUPON_TEXTS.pageTitle}
      </h1>
      <Alert message={error?.message ?? toggle.error?.message} />
      {isOwner ? <CouponForm /> : <p className="text-sm text-stone-700">{COUPON_TEXTS.ownerOnly}</p>}
      <ListTable
        table={table}
        stacked
        empty={data?.coupons.length === 0 ? COUPON_TEXTS.noneYet : undefined}
      />
    </section>
  );
}
