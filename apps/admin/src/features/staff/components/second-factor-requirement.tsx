import { useMutation } from '@tanstack/react-query';
import { Alert } from '@shop/ui/alert.tsx';
import { requireSecondFactor } from '../api/staff-calls.ts';
import { useStaffSession } from '../staff-session.tsx';

/** The owner's switch: everyone on the staff signs in with a second factor. */
export function SecondFactorRequirement() {
  const { secondFactor, refresh } = useStaffSession();
  const change = useMutation({ mutationFn: requireSecondFactor, onSuccess: () => refresh() });
  return (
    <section aria-labelledby="requirement-title" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="requirement-title" className="mb-2 text-lg font-semibold">
        Second factor
      </h2>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={secondFactor?.required ?? false}
          disabled={secondFactor === undefined || change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <span>
          <span className="block font-medium">Require a second factor for everyone on the staff</span>
          <span className="block text-sm text-stone-600">
            Whoever has none is sent to set it up as soon as they sign in, you included, and can do nothing
            else until it is on.
          </span>
        </span>
      </label>
      <Alert message={change.error?.message} />
    </section>
  );
}
