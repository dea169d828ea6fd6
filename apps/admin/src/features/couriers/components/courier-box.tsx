import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COURIER_TEXTS, type CourierBoxAnswer } from '@shop/shared/couriers';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { courierBoxQuery, printLabel, requestPickup, shipWithCourier } from '../api/courier-calls.ts';

/** A packed box of jewellery: the pieces' weight and the box and padding around them. */
const PACKING_GRAMS = 100;

function Tracking({ shipment }: { shipment: NonNullable<CourierBoxAnswer['shipment']> }) {
  if (shipment.tracking.length === 0)
    return <p className="text-sm text-stone-600">No tracking update yet.</p>;
  return (
    <ol aria-label={COURIER_TEXTS.trackingHeading} className="space-y-1 text-sm">
      {shipment.tracking.map((entry) => (
        <li key={`${entry.step}-${entry.at}`} className="flex flex-wrap gap-x-3">
          <span className="font-medium">{entry.title}</span>
          <span className="text-stone-600">{formatDateTime(entry.at)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * "Ship with courier", beside the manual "Mark shipped": the package's weight (from the pieces'
 * gross weights), size and declared value (the order's total), the courier's cover and when a
 * valuables carrier is the better way; once booked, the AWB, the label and the pickup.
 */
export function CourierBox({ orderId, readyToShip }: { orderId: string; readyToShip: boolean }) {
  const { data } = useQuery(courierBoxQuery(orderId));
  if (!data?.courier) return null;
  if (!data.shipment && !readyToShip) return null;
  return <CourierBoxOf box={data} orderId={orderId} />;
}

function CourierBoxOf({ box, orderId }: { box: CourierBoxAnswer; orderId: string }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    weightGrams: String((box.piecesWeightGrams ?? 0) + PACKING_GRAMS),
    lengthCm: '15',
    breadthCm: '10',
    heightCm: '6',
    declaredRupees: String(box.orderTotalPaise / 100),
  });
  const done = (answer: CourierBoxAnswer) => {
    queryClient.setQueryData(courierBoxQuery(orderId).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
  const ship = useMutation({
    mutationFn: () =>
      shipWithCourier(orderId, {
        weightGrams: Number(form.weightGrams),
        lengthCm: Number(form.lengthCm),
        breadthCm: Number(form.breadthCm),
        heightCm: Number(form.heightCm),
        declaredValuePaise: Math.round(Number(form.declaredRupees) * 100),
      }),
    onSuccess: done,
  });
  const pickup = useMutation({ mutationFn: () => requestPickup(orderId), onSuccess: done });
  const label = useMutation({ mutationFn: () => printLabel(orderId) });
  const declared = box.shipment?.declaredValuePaise ?? Math.round(Number(form.declaredRupees) * 100);
  const field = (name: keyof typeof form, text: string) => (
    <TextField
      label={text}
      inputMode="numeric"
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ship.mutate();
  };
  const shipment = box.shipment?.status === 'created' ? box.shipment : undefined;
  return (
    <section
      aria-label="Ship with courier"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">
        {shipment ? `Courier: ${shipment.courierName ?? box.courierName ?? ''}` : 'Ship with courier'}
      </h2>
      <p className="text-sm text-stone-800">{COURIER_TEXTS.coverLine(declared, box.cover.capPaise)}</p>
      {box.valuablesAdvice && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {declared > box.cover.capPaise ? COURIER_TEXTS.aboveCap(box.cover.capPaise) : box.valuablesAdvice}
        </p>
      )}
      <Alert message={ship.error?.message ?? pickup.error?.message ?? label.error?.message} />
      {shipment ? (
        <div className="space-y-3">
          <p>
            AWB <span className="font-mono font-semibold">{shipment.awb}</span> · {shipment.weightGrams} g ·
            declared {formatPaise(shipment.declaredValuePaise)}
          </p>
          {shipment.needsAttention && (
            <p role="alert" className="rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-rose-950">
              The parcel did not reach the customer: call them, then the courier.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={PRIMARY_BUTTON}
              onClick={() => label.mutate()}
              disabled={label.isPending}
            >
              Print label
            </button>
            {shipment.pickupRequestedAt ? (
              <p className="self-center text-sm text-stone-700">
                {COURIER_TEXTS.pickupRequested} {formatDateTime(shipment.pickupRequestedAt)}
              </p>
            ) : (
              <button
                type="button"
                className={QUIET_BUTTON}
                onClick={() => pickup.mutate()}
                disabled={pickup.isPending}
              >
                Request pickup
              </button>
            )}
          </div>
          <Tracking shipment={shipment} />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-5">
          {field('weightGrams', 'Weight (g)')}
          {field('lengthCm', 'Length (cm)')}
          {field('breadthCm', 'Breadth (cm)')}
          {field('heightCm', 'Height (cm)')}
          {field('declaredRupees', 'Declared value (₹)')}
          <div className="sm:col-span-5">
            <button type="submit" className={PRIMARY_BUTTON} disabled={ship.isPending}>
              {ship.isPending ? 'Booking…' : 'Ship with courier'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
