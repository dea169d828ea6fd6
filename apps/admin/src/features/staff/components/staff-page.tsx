import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NewStaffMemberBodySchema,
  STAFF_PASSWORD_LINK_HOURS,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type NewStaffMemberAnswer,
  type NewStaffMemberBody,
  type StaffListEntry,
} from '@shop/shared/staff';
import { FormAlert, PRIMARY_BUTTON, QUIET_BUTTON, TextField } from '../../../components/form';
import {
  addStaffMember,
  disableStaffMember,
  newPasswordLink,
  requireSecondFactor,
  staffListQuery,
} from '../api/staff-calls';
import { useStaffSession } from '../staff-session';
import { OwnerOnly } from './owner-only';

function memberState(member: StaffListEntry): string {
  if (member.disabled) return 'Disabled';
  if (!member.passwordSet) return 'Link not used yet';
  return member.secondFactorOn ? 'Active · second factor on' : 'Active';
}

/** The owner's switch: everyone on the staff signs in with a second factor. */
function SecondFactorRequirement() {
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
      <FormAlert message={change.error?.message} />
    </section>
  );
}

/** A set-password link just made: shown once, for the owner to pass on. */
function LinkNotice({ answer, lead }: { answer: NewStaffMemberAnswer; lead: string }) {
  const link = new URL(answer.link, window.location.origin).toString();
  return (
    <div
      role="status"
      className="mt-3 space-y-1 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm"
    >
      <p>
        {lead}{' '}
        {answer.mailed
          ? `The link that sets their password has gone to ${answer.member.email}; here it is too.`
          : 'Send them this link, which sets their password:'}{' '}
        It works once, within {STAFF_PASSWORD_LINK_HOURS} hours.
      </p>
      <p className="font-mono break-all">{link}</p>
    </div>
  );
}

function AddMemberForm() {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof NewStaffMemberBodySchema>, unknown, NewStaffMemberBody>({
    resolver: zodResolver(NewStaffMemberBodySchema),
    defaultValues: { role: 'staff' },
  });
  const add = useMutation({
    mutationFn: addStaffMember,
    onSuccess: () => {
      form.reset({ email: '', name: '', role: 'staff' });
      void queryClient.invalidateQueries({ queryKey: staffListQuery().queryKey });
    },
  });
  const { errors } = form.formState;
  return (
    <section aria-labelledby="add-member-title" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="add-member-title" className="mb-3 text-lg font-semibold">
        Add someone
      </h2>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={form.handleSubmit((body) => add.mutate(body))}
      >
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="E-mail" type="email" error={errors.email?.message} {...form.register('email')} />
        <label className="text-sm">
          <span className="mb-1 block font-medium text-stone-800">Role</span>
          <select
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base"
            {...form.register('role')}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_NAMES[role]}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={add.isPending}>
            Add to the staff
          </button>
        </div>
      </form>
      <FormAlert message={add.error?.message} />
      {add.data && <LinkNotice answer={add.data} lead={`${add.data.member.name} is on the staff.`} />}
    </section>
  );
}

/** The people who run the shop: the owner adds them, and disables those who leave. */
export function StaffPage() {
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
      <FormAlert message={error?.message ?? disable.error?.message ?? relink.error?.message} />
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
