import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NewStaffMemberBodySchema,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type NewStaffMemberBody,
} from '@shop/shared/staff';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { addStaffMember, staffListQuery } from '../api/staff-calls.ts';
import { LinkNotice } from './link-notice.tsx';

/** The owner adds someone to the staff: the answer is the link that sets their password. */
export function AddMemberForm() {
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
      <Alert message={add.error?.message} />
      {add.data && <LinkNotice answer={add.data} lead={`${add.data.member.name} is on the staff.`} />}
    </section>
  );
}
