import { RETURN_TEXTS } from '@shop/shared/returns';
import { ReturnWindowForm } from '../../features/returns/components/return-window-form.tsx';

/** `/admin/settings`: the shop's settings the owner changes (the return window). */
export default function SettingsRoute() {
  return (
    <section aria-labelledby="settings-title" className="max-w-2xl space-y-4">
      <h1 id="settings-title" className="text-2xl font-semibold">
        {RETURN_TEXTS.settingsHeading}
      </h1>
      <ReturnWindowForm />
    </section>
  );
}
