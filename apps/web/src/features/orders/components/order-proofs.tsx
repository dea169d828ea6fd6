import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import type { Customization } from '@shop/shared/personalisation';
import {
  PROOF_ANCHOR,
  PROOF_COMMENT_MAX,
  ProofDecisionBodySchema,
  type LineProofs,
  type OrderProofsAnswer,
  type ProofDecisionBody,
} from '@shop/shared/proofs';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { decideOnProof, fetchOrderProofs, fetchProofFile } from '../api/proof-calls.ts';
import { momentText, proofEventWords, proofWords } from '../order-words.ts';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

type LoadProof = (token: string, orderId: string, position: number, version: number) => Promise<Blob>;

/** The proof's file, fetched with the session: a picture shown inline, a PDF behind a link. */
function ProofFile({
  token,
  orderId,
  line,
  load,
}: {
  token: string;
  orderId: string;
  line: LineProofs;
  load: LoadProof;
}) {
  const { i18n } = useLingui();
  const words = proofWords(i18n);
  const latest = line.proofs.at(-1);
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const version = latest?.version ?? 0;
  useEffect(() => {
    if (!version) return undefined;
    let made: string | undefined;
    let current = true;
    load(token, orderId, line.position, version).then(
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
  }, [load, token, orderId, line.position, version]);
  if (!latest) return null;
  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!url) return <p className="text-sm text-stone-600">{words.loading}</p>;
  return latest.contentType === 'application/pdf' ? (
    <a href={url} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
      {words.openPdf(latest.version)}
    </a>
  ) : (
    <img
      src={url}
      alt={words.pictureAlt(latest.version, line.name)}
      className="max-h-72 w-auto max-w-full rounded-xl object-contain ring-1 ring-brand-100"
    />
  );
}

function Decision({
  token,
  orderId,
  line,
  onDecided,
}: {
  token: string;
  orderId: string;
  line: LineProofs;
  onDecided: (answer: OrderProofsAnswer) => void;
}) {
  const { i18n } = useLingui();
  const words = proofWords(i18n);
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false });
  const version = line.proofs.at(-1)?.version;

  async function send(body: ProofDecisionBody) {
    setState({ pending: true });
    try {
      onDecided(await decideOnProof(token, orderId, line.position, body));
      setState({ pending: false });
    } catch (error) {
      setState({
        pending: false,
        error: (error instanceof Error && error.message) || words.decisionFailed,
      });
    }
  }
  function askForChange(event: FormEvent) {
    event.preventDefault();
    const parsed = ProofDecisionBodySchema.safeParse({ decision: 'change', comment, version });
    if (!parsed.success) {
      setState({ pending: false, error: words.commentMessage(parsed.error.issues[0]?.message) });
      return;
    }
    void send(parsed.data);
  }
  return (
    <div className="mt-3">
      {asking ? (
        <form noValidate onSubmit={askForChange} aria-label={words.askForChange}>
          <label className="block text-sm">
            <span className="font-medium text-stone-800">{words.commentLabel}</span>
            <textarea
              value={comment}
              rows={3}
              maxLength={PROOF_COMMENT_MAX + 50}
              onChange={(event) => setComment(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-base"
            />
          </label>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" className={PRIMARY_BUTTON} disabled={state.pending}>
              {state.pending ? words.sending : words.sendChange}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setAsking(false)}>
              {words.back}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={state.pending}
            onClick={() => void send({ decision: 'approve', version })}
          >
            {words.approve}
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setAsking(true)}>
            {words.askForChange}
          </button>
        </div>
      )}
      {state.error !== undefined && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}

function lineState(words: ReturnType<typeof proofWords>, line: LineProofs): string {
  const latest = line.proofs.at(-1);
  if (!latest) return words.noProofYet;
  if (latest.decision === 'approved') return words.thanksApproved;
  if (latest.decision === 'change') return words.thanksChange;
  return words.waitingForYou;
}

/** One personalised piece: what the customer asked for beside the latest proof, and their decision. */
function LineProof({
  token,
  answer,
  line,
  customization,
  renderPersonalisation,
  onDecided,
  load,
}: {
  token: string;
  answer: OrderProofsAnswer;
  line: LineProofs;
  customization: Customization | undefined;
  renderPersonalisation: (customization: Customization) => ReactNode;
  onDecided: (answer: OrderProofsAnswer) => void;
  load: LoadProof;
}) {
  const { i18n } = useLingui();
  const words = proofWords(i18n);
  const latest = line.proofs.at(-1);
  const events = proofEventWords(i18n, line);
  return (
    <li className="py-3">
      <h3 className="font-semibold text-stone-900">
        {line.name}
        {latest && ` · ${words.proofNumber(latest.version)}`}
      </h3>
      <p className="text-sm text-stone-700">{lineState(words, line)}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div>
          <p className="text-sm font-medium text-stone-800">{words.youAskedFor}</p>
          {customization && renderPersonalisation(customization)}
        </div>
        <div>
          <ProofFile token={token} orderId={answer.orderId} line={line} load={load} />
        </div>
      </div>
      {answer.open && latest && latest.decision === null && (
        <Decision token={token} orderId={answer.orderId} line={line} onDecided={onDecided} />
      )}
      {events.length > 0 && (
        <ol aria-label={words.history} className="mt-3 space-y-0.5 text-sm text-stone-600">
          {events.map((event) => (
            <li key={`${event.at}-${event.text}`}>
              <time dateTime={event.at}>{momentText(i18n, event.at, WHEN)}</time> · {event.text}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** The proofs of the customer's personalised pieces, shown once the shop has sent one. */
export function OrderProofs({
  token,
  order,
  renderPersonalisation,
  load = fetchProofFile,
}: {
  token: string;
  order: CustomerOrder;
  renderPersonalisation: (customization: Customization) => ReactNode;
  load?: LoadProof;
}) {
  const { i18n } = useLingui();
  const words = proofWords(i18n);
  const queryClient = useQueryClient();
  const queryKey = ['order-proofs', token, order.orderId];
  const query = useQuery({ queryKey, queryFn: () => fetchOrderProofs(token, order.orderId) });
  const answer = query.data;
  const lines = answer?.lines.filter((line) => line.proofs.length > 0) ?? [];
  const shown = Boolean(answer) && lines.length > 0;
  const section = useRef<HTMLElement>(null);
  // The mail's link (`#proof`) lands here: the part arrives after the page, so the browser
  // alone would not find it.
  useEffect(() => {
    if (shown && window.location.hash === `#${PROOF_ANCHOR}`) section.current?.scrollIntoView();
  }, [shown]);
  if (!answer || !shown) return null;
  return (
    <section
      ref={section}
      id={PROOF_ANCHOR}
      aria-label={words.heading}
      className="scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <h2 className="mb-1 text-lg font-semibold text-brand-900">{words.heading}</h2>
      <p className="text-sm text-stone-700">{words.intro}</p>
      <ul className="divide-y divide-brand-100">
        {lines.map((line) => (
          <LineProof
            key={line.position}
            token={token}
            answer={answer}
            line={line}
            customization={order.items[line.position]?.customization ?? undefined}
            renderPersonalisation={renderPersonalisation}
            onDecided={(decided) => queryClient.setQueryData(queryKey, decided)}
            load={load}
          />
        ))}
      </ul>
    </section>
  );
}
