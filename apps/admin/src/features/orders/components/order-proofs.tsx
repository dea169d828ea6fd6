import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROOF_TEXTS,
  PROOF_WAIVER_REASON_MAX,
  ProofWaiverBodySchema,
  proofEvents,
  type LineProofs,
  type OrderProofsAnswer,
} from '@shop/shared/proofs';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { orderQuery } from '../api/order-calls.ts';
import { fetchProof, orderProofsQuery, uploadProof, waiveProofs } from '../api/proof-calls.ts';

/** The file of a proof, fetched with the session: a picture shown, a PDF behind a link. */
export function ProofPreview({
  orderId,
  position,
  name,
  version,
  contentType,
  load = fetchProof,
}: {
  orderId: string;
  position: number;
  name: string;
  version: number;
  contentType: string;
  load?: (orderId: string, position: number, version: number) => Promise<Blob>;
}) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let current = true;
    load(orderId, position, version).then(
      (blob) => {
        if (!current) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [load, orderId, position, version]);
  if (error) return <Alert message={error} />;
  if (!url) return <p className="text-sm text-stone-600">Loading the proof…</p>;
  return contentType === 'application/pdf' ? (
    <a href={url} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
      {PROOF_TEXTS.openPdf(version)}
    </a>
  ) : (
    <img
      src={url}
      alt={PROOF_TEXTS.pictureAlt(version, name)}
      className="max-h-64 max-w-full rounded-lg border border-stone-200"
    />
  );
}

/** Where the line stands: no proof, waiting for the customer, approved, or a change asked. */
export function proofState(line: LineProofs): string {
  const latest = line.proofs.at(-1);
  if (!latest) return PROOF_TEXTS.noProofYet;
  if (latest.decision === 'approved') return PROOF_TEXTS.approved;
  if (latest.decision === 'change') return PROOF_TEXTS.changeAsked(latest.comment ?? '');
  return PROOF_TEXTS.waitingForCustomer;
}

function UploadForm({ orderId, line }: { orderId: string; line: LineProofs }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: (chosen: File) => uploadProof(orderId, line.position, chosen),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderProofsQuery(orderId).queryKey, answer);
      // The order's timeline and next step follow the proofs.
      void queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
      setFile(null);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (file) mutation.mutate(file);
  }
  return (
    <form
      aria-label={`Proof of ${line.name}`}
      onSubmit={submit}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <label className="text-sm">
        <span className="block text-stone-700">{PROOF_TEXTS.chooseFile}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(event) => {
            mutation.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
          className="mt-1 block text-sm"
        />
      </label>
      <button type="submit" className={PRIMARY_BUTTON} disabled={!file || mutation.isPending}>
        {mutation.isPending ? PROOF_TEXTS.uploading : PROOF_TEXTS.uploadProof}
      </button>
      <div className="basis-full">
        <Alert message={mutation.error?.message} />
      </div>
    </form>
  );
}

function WaiverForm({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: (body: { reason: string }) => waiveProofs(orderId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderProofsQuery(orderId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ProofWaiverBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    mutation.mutate(parsed.data);
  }
  return (
    <form
      aria-label={PROOF_TEXTS.waiver}
      onSubmit={submit}
      noValidate
      className="mt-4 border-t border-stone-200 pt-3"
    >
      <label className="block text-sm">
        <span className="text-stone-700">{PROOF_TEXTS.waiverReason}</span>
        <textarea
          value={reason}
          maxLength={PROOF_WAIVER_REASON_MAX + 50}
          onChange={(event) => setReason(event.target.value)}
          rows={2}
          aria-invalid={problem ? true : undefined}
          className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-base"
        />
      </label>
      {problem && <p className="mt-1 text-sm text-rose-700">{problem}</p>}
      <button type="submit" className={`${SECONDARY_BUTTON} mt-2`} disabled={mutation.isPending}>
        {PROOF_TEXTS.waiver}
      </button>
      <Alert message={mutation.error?.message} />
    </form>
  );
}

function LineProofsView({ orderId, line, open }: { orderId: string; line: LineProofs; open: boolean }) {
  const latest = line.proofs.at(-1);
  const events = proofEvents(line);
  return (
    <li className="py-3">
      <h3 className="font-medium">
        Line {line.position + 1}, {line.name}
      </h3>
      <p className={`text-sm ${line.waiting ? 'text-amber-800' : 'text-emerald-800'}`}>
        {proofState(line)}
        {line.waiting && ` · ${PROOF_TEXTS.waitsForProof}`}
      </p>
      {latest && (
        <div className="mt-2">
          <ProofPreview
            orderId={orderId}
            position={line.position}
            name={line.name}
            version={latest.version}
            contentType={latest.contentType}
          />
        </div>
      )}
      {events.length > 0 && (
        <ol
          aria-label={`${PROOF_TEXTS.history}: ${line.name}`}
          className="mt-2 space-y-0.5 text-sm text-stone-700"
        >
          {events.map((event) => (
            <li key={`${event.at}-${event.text}`}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.text}
            </li>
          ))}
        </ol>
      )}
      {open && <UploadForm orderId={orderId} line={line} />}
    </li>
  );
}

/** The proofs of one order's personalised lines: who waits, the files, uploading, the owner's waiver. */
export function OrderProofsPanel({ answer, isOwner }: { answer: OrderProofsAnswer; isOwner: boolean }) {
  const { orderId, lines, waiver, open } = answer;
  if (lines.length === 0) return null;
  return (
    <section
      aria-label={PROOF_TEXTS.adminHeading}
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 className="mb-1 text-lg font-semibold">{PROOF_TEXTS.adminHeading}</h2>
      {waiver && (
        <p className="text-sm text-stone-700">
          {PROOF_TEXTS.waived(waiver.reason)} ({waiver.by ?? '—'}, {formatDateTime(waiver.at)})
        </p>
      )}
      <ul className="divide-y divide-stone-100">
        {lines.map((line) => (
          <LineProofsView key={line.position} orderId={orderId} line={line} open={open} />
        ))}
      </ul>
      {isOwner && open && !waiver && lines.some((line) => line.waiting) && <WaiverForm orderId={orderId} />}
    </section>
  );
}

/** The proofs panel of the order page, loaded on its own. */
export function OrderProofs({ orderId, isOwner }: { orderId: string; isOwner: boolean }) {
  const { data, error } = useQuery(orderProofsQuery(orderId));
  if (error) return <Alert message={error.message} />;
  return data ? <OrderProofsPanel answer={data} isOwner={isOwner} /> : null;
}

/** The proof the customer approved, on the bench's work list beside the personalisation. */
export function WorkListProof({
  orderId,
  line,
}: {
  orderId: string;
  line: {
    position: number;
    name: string;
    approvedProof?: { version: number; contentType: string } | undefined;
  };
}) {
  if (!line.approvedProof) return null;
  return (
    <div className="mt-2">
      <p className="text-sm font-medium text-emerald-800">
        {PROOF_TEXTS.approvedProof(line.approvedProof.version)}
      </p>
      <ProofPreview
        orderId={orderId}
        position={line.position}
        name={line.name}
        version={line.approvedProof.version}
        contentType={line.approvedProof.contentType}
      />
    </div>
  );
}
