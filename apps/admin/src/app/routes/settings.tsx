import { RETURN_TEXTS } from '@shop/shared/returns';
import { CashOnDeliveryForm } from '../../features/cash-on-delivery/components/cash-on-delivery-form.tsx';
import { UndeliveredPincodesForm } from '../../features/delivery/components/undelivered-pincodes-form.tsx';
import { ReturnWindowForm } from '../../features/returns/components/return-window-form.tsx';
import { OwnerOnly } from '../../features/staff/components/owner-only.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';

/**
 * `/admin/settings`: the shop's settings the owner changes (the return window, the pincodes
 * not delivered to, cash on delivery). The owner's alone.
 */
export default function SettingsRoute() {
  const { member } = useStaffSession();
  return (
    <OwnerOnly member={member} title={RETURN_TEXTS.settingsHeading}>
      <section aria-labelledby="settings-title" className="max-w-2xl space-y-4">
        <h1 id="settings-title" className="text-2xl font-semibold">
          {RETURN_TEXTS.settingsHeading}
        </h1>
        <ReturnWindowForm />
        <UndeliveredPincodesForm />
        <CashOnDeliveryForm />
      </section>
    </OwnerOnly>
  );
}
