import { STAFF_PASSWORD_LINK_HOURS, type NewStaffMemberAnswer } from '@shop/shared/staff';

/** A set-password link just made: shown once, for the owner to pass on. */
export function LinkNotice({ answer, lead }: { answer: NewStaffMemberAnswer; lead: string }) {
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
