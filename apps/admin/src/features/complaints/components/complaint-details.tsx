import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPLAINT_TOPIC_NAMES, complaintAge, type AdminComplaint } from '@shop/shared/complaints';
import { formatDateTime } from '../../../lib/format.ts';
import { ComplaintStatusBadge, UrgencyNote } from './complaint-status.tsx';
import { ComplaintStepForm } from './complaint-step-form.tsx';

const STEP_NAMES = { reply: 'Reply', resolution: 'Resolved' } as const;

/** The order a complaint names: its page when tied to one, a search when the shopper typed a number. */
function OrderLink({ complaint }: { complaint: AdminComplaint }) {
  if (complaint.order) {
    return (
      <Link to={`/orders/${complaint.order.id}`} className="font-mono font-semibold text-brand-700 underline">
        {complaint.order.reference}
      </Link>
    );
  }
  if (complaint.orderNumber) {
    return (
      <>
        <Link
          to={`/orders?q=${encodeURIComponent(complaint.orderNumber)}`}
          className="font-mono font-semibold text-brand-700 underline"
        >
          {complaint.orderNumber}
        </Link>{' '}
        <span className="text-sm text-stone-600">(as typed; search the orders)</span>
      </>
    );
  }
  return <span className="text-stone-600">None named</span>;
}

/** A complaint: who raised it, about what, its deadlines, its order, what staff did, and the next step. */
export function ComplaintDetails({ complaint, now = new Date() }: { complaint: AdminComplaint; now?: Date }) {
  const [notice, setNotice] = useState<string>();
  const facts: readonly [string, ReactNode][] = [
    ['From', complaint.name],
    [
      'E-mail',
      <a key="email" href={`mailto:${complaint.email}`} className="underline">
        {complaint.email}
      </a>,
    ],
    ['Phone', complaint.phone ?? 'Not given'],
    ['About', COMPLAINT_TOPIC_NAMES[complaint.topic]],
    ['Order', <OrderLink key="order" complaint={complaint} />],
    [
      'Raised',
      `${formatDateTime(complaint.createdAt)} (${complaintAge(new Date(complaint.createdAt), now)} ago)`,
    ],
    ['Acknowledge by', formatDateTime(complaint.acknowledgeBy)],
    [
      complaint.resolvedAt ? 'Resolved' : 'Resolve by',
      formatDateTime(complaint.resolvedAt ?? complaint.resolveBy),
    ],
  ];
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">
          Complaint <span className="font-mono">{complaint.ticket}</span>
        </h1>
        <p>
          <ComplaintStatusBadge status={complaint.status} />
          <UrgencyNote complaint={complaint} now={now} />
        </p>
      </header>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Steps" className="space-y-2">
        <h2 className="text-lg font-semibold">Steps</h2>
        <ol className="space-y-2">
          <li className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="mb-2 text-sm text-stone-600">
              Raised by {complaint.name} · {formatDateTime(complaint.createdAt)}
            </p>
            <p className="whitespace-pre-wrap">{complaint.description}</p>
          </li>
          {complaint.steps.map((step) => (
            <li
              key={`${step.kind}-${step.at}`}
              className={`rounded-xl border p-4 ${step.kind === 'resolution' ? 'border-emerald-300 bg-emerald-50' : 'border-sky-200 bg-sky-50'}`}
            >
              <p className="mb-2 text-sm text-stone-600">
                {STEP_NAMES[step.kind]} by {step.by ?? 'a former member of staff'} · {formatDateTime(step.at)}
              </p>
              <p className="whitespace-pre-wrap">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <div role="status">{notice && <p className="text-emerald-900">{notice}</p>}</div>
      {complaint.status !== 'resolved' && (
        <div className="grid gap-6 lg:grid-cols-2">
          <ComplaintStepForm complaint={complaint} kind="reply" onDone={setNotice} />
          <ComplaintStepForm complaint={complaint} kind="resolution" onDone={setNotice} />
        </div>
      )}
    </div>
  );
}
