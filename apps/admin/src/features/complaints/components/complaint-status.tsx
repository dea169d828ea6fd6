import {
  COMPLAINT_STATUS_NAMES,
  COMPLAINT_URGENCY_TEXTS,
  complaintUrgency,
  type ComplaintStatus,
} from '@shop/shared/complaints';

const TONES: Record<ComplaintStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
};

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {COMPLAINT_STATUS_NAMES[status]}
    </span>
  );
}

/** Says why an unresolved complaint needs attention first: unanswered after 48 hours, or near its month. */
export function UrgencyNote({
  complaint,
  now,
}: {
  complaint: { status: ComplaintStatus; createdAt: string };
  now: Date;
}) {
  const urgency = complaintUrgency(complaint, now);
  if (!urgency) return null;
  return (
    <span className="mt-1 block text-xs font-semibold text-rose-800">{COMPLAINT_URGENCY_TEXTS[urgency]}</span>
  );
}
