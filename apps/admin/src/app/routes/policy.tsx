import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { POLICY_TEXTS } from '@shop/shared/policies';
import { isPolicyId, policyPath, type PolicyId } from '@shop/shared/policy-pages';
import { Alert } from '@shop/ui/alert.tsx';
import { policyQuery } from '../../features/policies/api/policy-calls.ts';
import { PolicyEditor } from '../../features/policies/components/policy-editor.tsx';
import { PolicyVersions } from '../../features/policies/components/policy-versions.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';

/** One policy: the owner edits its Markdown with a preview and saves a new version; every version is listed. */
export default function PolicyRoute() {
  const policyId = useParams().policyId ?? '';
  return isPolicyId(policyId) ? (
    <PolicyPage key={policyId} policyId={policyId} />
  ) : (
    <Alert message={POLICY_TEXTS.notFound} />
  );
}

function PolicyPage({ policyId }: { policyId: PolicyId }) {
  const canSave = useStaffSession().member?.role === 'owner';
  const { data, error } = useQuery(policyQuery(policyId));
  const [saved, setSaved] = useState<string | undefined>();
  return (
    <section aria-labelledby="policy-title" className="space-y-6">
      <p>
        <Link to="/policies" className="text-sm font-medium text-brand-800 hover:underline">
          {POLICY_TEXTS.listHeading}
        </Link>
      </p>
      <h1 id="policy-title" className="text-2xl font-semibold">
        {data?.title ?? ''}
      </h1>
      <Alert message={error?.message} />
      {data && (
        <>
          <p className="text-sm">
            <a href={policyPath(policyId)} className="font-medium text-brand-800 underline">
              {POLICY_TEXTS.openPage}
            </a>
          </p>
          {saved && (
            <p role="status" className="font-medium text-emerald-800">
              {saved}
            </p>
          )}
          {/* A saved version starts the editor afresh from it. */}
          <PolicyEditor key={data.versions[0]?.id} policy={data} canSave={canSave} onSaved={setSaved} />
          <PolicyVersions versions={data.versions} />
        </>
      )}
    </section>
  );
}
