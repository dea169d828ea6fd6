import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_COMPLAINT_TEXTS,
  COMPLAINT_LIMITS,
  ComplaintReplyBodySchema,
  type AdminComplaint,
  type ComplaintReplyBody,
} from '@shop/shared/complaints';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { replyToComplaint, resolveComplaint } from '../api/complaint-calls.ts';
import { useComplaintChange } from '../hooks/use-complaint-change.ts';

type Text = ComplaintReplyBody;

const KINDS = {
  reply: {
    label: (complaint: AdminComplaint) => `Reply to ${complaint.email}`,
    hint: 'Mailed to the customer; the complaint is then in progress.',
    button: 'Send reply',
    busy: 'Sending…',
    done: ADMIN_COMPLAINT_TEXTS.replied,
    tone: PRIMARY_BUTTON,
    send: (complaintId: string, text: ComplaintReplyBody) => replyToComplaint(complaintId, text),
  },
  resolution: {
    label: () => 'How it was resolved',
    hint: 'Mailed to the customer; the complaint is then resolved and can take nothing more.',
    button: 'Resolve complaint',
    busy: 'Resolving…',
    done: ADMIN_COMPLAINT_TEXTS.resolved,
    tone: SECONDARY_BUTTON,
    send: (complaintId: string, text: ComplaintReplyBody) =>
      resolveComplaint(complaintId, { note: text.body }),
  },
} as const;

/** A reply to the customer, or the resolution's note: both mailed, both one step of the complaint. */
export function ComplaintStepForm({
  complaint,
  kind,
  onDone,
}: {
  complaint: AdminComplaint;
  kind: keyof typeof KINDS;
  /** Told what to say once the step is taken: the form itself may then go. */
  onDone: (text: string) => void;
}) {
  const words = KINDS[kind];
  const changed = useComplaintChange(complaint.id);
  const fieldId = useId();
  const form = useForm<Text>({ resolver: zodResolver(ComplaintReplyBodySchema) });
  const step = useMutation({
    mutationFn: (text: Text) => words.send(complaint.id, text),
    onSuccess: (answer) => {
      changed(answer);
      form.reset({ body: '' });
      onDone(words.done);
    },
  });
  const error = form.formState.errors.body?.message;
  return (
    <form noValidate className="space-y-2" onSubmit={form.handleSubmit((text) => step.mutate(text))}>
      <Alert message={step.error?.message} />
      <label htmlFor={fieldId} className="block font-medium">
        {words.label(complaint)}
      </label>
      <p id={`${fieldId}-hint`} className="text-sm text-stone-600">
        {words.hint}
      </p>
      <textarea
        id={fieldId}
        rows={kind === 'reply' ? 5 : 3}
        maxLength={COMPLAINT_LIMITS.note}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${fieldId}-hint`, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ')}
        {...form.register('body')}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <button type="submit" className={words.tone} disabled={step.isPending}>
        {step.isPending ? words.busy : words.button}
      </button>
    </form>
  );
}
