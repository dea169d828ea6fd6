import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '@shop/ui/alert.tsx';
import { complaintQuery } from '../../features/complaints/api/complaint-calls.ts';
import { ComplaintDetails } from '../../features/complaints/components/complaint-details.tsx';

/** One complaint: its details, its order, its steps, and the reply and resolution forms. */
export default function ComplaintRoute() {
  const { complaintId = '' } = useParams();
  const { data, error } = useQuery(complaintQuery(complaintId));
  return (
    <div className="space-y-4">
      <Link
        to="/complaints"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All complaints
      </Link>
      <Alert message={error?.message} />
      {data && <ComplaintDetails complaint={data.complaint} />}
    </div>
  );
}
