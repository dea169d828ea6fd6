import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLE_NAMES, type StaffListEntry } from '@shop/shared/staff';
import { Alert } from '@shop/ui/alert.tsx';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { disableStaffMember, newPasswordLink, staffListQuery } from '../../features/staff/api/staff-calls.ts';
import { AddMemberForm } from '../../features/staff/components/add-member-form.tsx';
import { LinkNotice } from '../../features/staff/components/link-notice.tsx';
import { OwnerOnly } from '../../features/staff/components/owner-only.tsx';
import { SecondFactorRequirement } from '../../features/staff/components/second-factor-requirement.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';

function memberState(member: StaffListEntry): string {
  if (member.disabled) return 'Disabled';
  if (!member.passwordSet) return 'Link not used yet';
  return member.secondFactorOn ? 'Active · second factor on' : 'Active';
}

/** The people who run the shop: the owner adds them, and disables those who leave. */
export default function StaffRoute() {
  const { member } = useStaffSession();
  return (
    <OwnerOnly member={member} title="Staff">
      <StaffList />
    </OwnerOnly>
  );
}

function StaffList() {
  const { member: me } = useStaffSession();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(staffListQuery());
  const relink = useMutation({ mutationFn: newPasswordLink });
  const disable = useMutation({
    mutationFn: disableStaffMember,
    onSuccess: (answer) => queryClient.setQueryData(staffListQuery().queryKey, answer),
  });
  return (
    <section aria-labelledby="staff-title" className="space-y-4">
      <h1 id="staff-title" className="text-2xl font-semibold">
        Staff
      </h1>
      <Alert message={error?.message ?? disable.error?.message ?? relink.error?.message} />
      {relink.data && (
        <LinkNotice
          answer={relink.data}
          lead={`A new link for ${relink.data.member.name}; the old one no longer works.`}
        />
      )}
      {data && (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {data.staff.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {member.name}{' '}
                  <span className="text-sm font-normal text-stone-600">
                    · {STAFF_ROLE_NAMES[member.role]}
                  </span>
                </p>
                <p className="truncate text-sm text-stone-600">
                  {member.email} · {memberState(member)}
                </p>
              </div>
              {!member.disabled && member.id !== me?.id && (
                <button
                  type="button"
                  className={QUIET_BUTTON}
                  disabled={relink.isPending}
                  onClick={() => relink.mutate(member.id)}
                >
                  New password link for {member.name}
                </button>
              )}
              {!member.disabled && member.id !== me?.id && (
                <button
                  type="button"
                  className={QUIET_BUTTON}
                  disabled={disable.isPending}
                  onClick={() => {
                    if (
                      window.confirm(
                        `Disable ${member.name}? Their sessions end and they can no longer sign in.`,
                      )
                    ) {
                      disable.mutate(member.id);
                    }
                  }}
                >
                  Disable {member.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddMemberForm />
      <SecondFactorRequirement />
    </section>
  );
}
