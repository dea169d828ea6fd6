import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ADMIN_COMPLAINT_TEXTS,
  COMPLAINT_TOPIC_LABELS,
  COMPLAINT_URGENCY_TEXTS,
  complaintAge,
  complaintUrgency,
} from '@shop/shared/complaints';
import { Alert } from '@shop/ui/alert.tsx';
import { oldestUnresolvedQuery } from '../api/complaint-calls.ts';
import { ComplaintStatusBadge } from './complaint-status.tsx';

/**
 * The Today page's complaints: how many are open, the oldest few with their age, and a warning
 * when one has waited 48 hours for an answer or nears its month.
 */
export function OldestComplaints({ now = new Date() }: { now?: Date }) {
  const { data, error } = useQuery(oldestUnresolvedQuery());
  const urgent = data?.oldest.filter((complaint) => complaintUrgency(complaint, now) !== null) ?? [];
  return (
    <section
      aria-labelledby="oldest-complaints-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="oldest-complaints-title" className="text-lg font-semibold">
        <Link to="/complaints" className="hover:underline">
          Complaints
        </Link>
      </h2>
      <Alert message={error?.message} />
      {data && (
        <>
          <p className="text-sm text-stone-700">
            {data.unresolved === 0
              ? ADMIN_COMPLAINT_TEXTS.noOpenComplaints
              : data.unresolved === 1
                ? '1 complaint is open.'
                : `${data.unresolved} complaints are open.`}
          </p>
          {urgent.length > 0 && (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
            >
              {urgent.length === 1
                ? '1 complaint needs attention first: '
                : `${urgent.length} complaints need attention first: `}
              {urgent.map((complaint) => complaint.ticket).join(', ')}.
            </p>
          )}
          {data.oldest.length > 0 && (
            <ul className="divide-y divide-stone-100">
              {data.oldest.map((complaint) => {
                const urgency = complaintUrgency(complaint, now);
                return (
                  <li key={complaint.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
                    <Link
                      to={`/complaints/${complaint.id}`}
                      className="font-mono font-semibold text-brand-700 underline"
                    >
                      {complaint.ticket}
                    </Link>
                    <span>{complaint.name}</span>
                    <span className="text-sm text-stone-600">{COMPLAINT_TOPIC_LABELS[complaint.topic]}</span>
                    <span className={`text-sm ${urgency ? 'font-semibold text-rose-800' : 'text-stone-600'}`}>
                      {complaintAge(new Date(complaint.createdAt), now)}
                      {urgency && ` · ${COMPLAINT_URGENCY_TEXTS[urgency]}`}
                    </span>
                    <ComplaintStatusBadge status={complaint.status} />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
