import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { POLICY_TEXTS } from '@shop/shared/policies';
import { Alert } from '@shop/ui/alert.tsx';
import { policiesQuery } from '../../features/policies/api/policy-calls.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The shop's five policies: when each was last saved, and by whom. */
export default function PoliciesRoute() {
  const { data, error } = useQuery(policiesQuery());
  return (
    <section aria-labelledby="policies-title" className="space-y-4">
      <h1 id="policies-title" className="text-2xl font-semibold">
        {POLICY_TEXTS.listHeading}
      </h1>
      <p className="max-w-3xl text-sm text-stone-700">{POLICY_TEXTS.listIntro}</p>
      <Alert message={error?.message} />
      {data && (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {data.policies.map((policy) => (
            <li key={policy.id}>
              <Link to={`/policies/${policy.id}`} className="block px-4 py-3 hover:bg-stone-50">
                <span className="block font-medium">{policy.title}</span>
                <span className="block text-sm text-stone-600">
                  {POLICY_TEXTS.lastUpdatedColumn} {formatDateTime(policy.updatedAt)} ·{' '}
                  {policy.staffName ?? POLICY_TEXTS.writtenFromSettings}
                  {policy.versions > 1 ? ` · ${policy.versions} versions` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
