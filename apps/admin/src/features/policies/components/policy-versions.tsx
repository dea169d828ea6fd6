import { useState } from 'react';
import { POLICY_TEXTS, type PolicyVersion } from '@shop/shared/policies';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { PolicyText } from '@shop/ui/policy-text.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Every saved version of a policy, newest first: when, by whom, and each one's text. */
export function PolicyVersions({ versions }: { versions: readonly PolicyVersion[] }) {
  const [viewing, setViewing] = useState<string | undefined>();
  const shown = versions.find((version) => version.id === viewing);
  return (
    <section aria-labelledby="policy-versions" className="space-y-3">
      <h2 id="policy-versions" className="text-lg font-semibold">
        {POLICY_TEXTS.versionsHeading}
      </h2>
      <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <p className="min-w-0 flex-1">
              <span className="font-medium">{formatDateTime(version.createdAt)}</span>
              <span className="text-stone-600">
                {' '}
                · {version.staffName ?? POLICY_TEXTS.writtenFromSettings}
              </span>
            </p>
            <button
              type="button"
              className={QUIET_BUTTON}
              aria-pressed={version.id === viewing}
              onClick={() => setViewing(version.id === viewing ? undefined : version.id)}
            >
              {POLICY_TEXTS.view}
              <span className="sr-only"> {formatDateTime(version.createdAt)}</span>
            </button>
          </li>
        ))}
      </ol>
      {shown && (
        <section
          aria-labelledby="policy-version-shown"
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <h3 id="policy-version-shown" className="mb-4 font-semibold">
            {POLICY_TEXTS.viewing(formatDateTime(shown.createdAt))}
          </h3>
          <PolicyText html={shown.html} />
        </section>
      )}
    </section>
  );
}
