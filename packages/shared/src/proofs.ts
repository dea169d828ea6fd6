/**
 * Proofs of a personalisation: a personalised piece cannot be returned, so before the jeweller
 * cuts metal staff upload a picture or PDF of the engraving as it will be made, and the
 * customer approves it or asks for a change. Several versions may follow one another; only the
 * latest counts. An order with a personalised line starts making only once every such line's
 * latest proof is approved, or once the owner let it go without a proof (a waiver, with a
 * reason). The server enforces these rules; both apps show them with these texts.
 */
import { z } from 'zod';
import { plainText } from './text.ts';

/** The order page's part with the proofs, `/orders/{id}#proof`: where the proof's mails link to. */
export const PROOF_ANCHOR = 'proof';

/** What a proof may be: a picture or a PDF, told apart by the file's first bytes. */
export const PROOF_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ProofMimeType = (typeof PROOF_MIME_TYPES)[number];

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** The form field that carries the proof. */
export const PROOF_FIELD = 'file';
export const PROOF_COMMENT_MAX = 500;
export const PROOF_WAIVER_REASON_MAX = 300;
/** A proof waiting this long for the customer is reminded to them, once. */
export const PROOF_REMINDER_AFTER_DAYS = 3;

export const PROOF_DECISIONS = ['approved', 'change'] as const;
export type ProofDecision = (typeof PROOF_DECISIONS)[number];

export const PROOF_TEXTS = {
  heading: 'Proof of your personalisation',
  adminHeading: 'Proofs',
  intro: 'A personalised piece cannot be returned, so please check the proof before we make it.',
  youAskedFor: 'You asked for',
  proofNumber: (version: number) => `Proof ${version}`,
  openPdf: (version: number) => `Open proof ${version} (PDF)`,
  pictureAlt: (version: number, name: string) => `Proof ${version} of ${name}`,
  approve: 'Approve',
  askForChange: 'Ask for a change',
  sendChange: 'Send my request',
  commentLabel: 'What should we change?',
  commentRequired: 'Say what should change in the proof.',
  commentTooLong: `The request is at most ${PROOF_COMMENT_MAX} characters.`,
  approved: 'Approved',
  changeAsked: (comment: string) => `Change asked: ${comment}`,
  waitingForCustomer: 'Waits for the customer’s decision',
  waitingForYou: 'Waiting for your decision',
  noProofYet: 'No proof yet',
  sending: 'Sending…',
  decisionFailed: 'Your decision could not be sent. Please try again.',
  thanksApproved: 'Thank you. We will make your piece as shown.',
  thanksChange: 'Thank you. We will send you a new proof.',
  uploadProof: 'Upload proof',
  uploading: 'Uploading…',
  uploadFailed: 'The proof could not be uploaded. Please try again.',
  chooseFile: 'Proof file (JPEG, PNG, WebP or PDF, at most 5 MB)',
  waitsForProof: 'Waits for an approved proof',
  waiver: 'Make without a proof',
  waiverReason: 'Why may it be made without the customer’s approval?',
  waiverReasonRequired: 'Say why the order may be made without a proof.',
  waiverReasonTooLong: `The reason is at most ${PROOF_WAIVER_REASON_MAX} characters.`,
  waiverSave: 'Let it be made',
  waived: (reason: string) => `Made without a proof: ${reason}`,
  uploadedEvent: (version: number) => `Proof ${version} sent`,
  approvedEvent: (version: number) => `Proof ${version} approved`,
  changeEvent: (version: number, comment: string) => `Change asked to proof ${version}: ${comment}`,
  history: 'History of the proofs',
  waitingOrdersHeading: 'Proofs waiting for the customer',
  noWaitingOrders: 'No proof waits for a customer.',
  approvedProof: (version: number) => `Approved proof ${version}`,
  // The steps of the proofs on the orders' timelines; the piece is named when the order has several.
  changeStep: (version: number) => `Change asked to proof ${version}`,
  waivedStep: 'Made without a proof',
  waitingForProofStep: 'Waiting for the proof of your personalisation',
  waitingForYouStep: (version: number) => `Waiting for your decision on proof ${version}`,
  staffWaitingForProofStep: 'Waits for a proof',
  staffWaitingStep: (version: number) => `Waits for the customer’s decision on proof ${version}`,
  /** Beside a disabled 'Start making': the pieces whose proof the order waits for, by name. */
  startsAfterApproval: (names: readonly string[]) =>
    `Making starts once the customer has approved the proof of ${names.join(', ')}.`,
  // Refusals.
  orderNotFound: 'Order not found',
  lineNotFound: 'This order has no such line.',
  notPersonalised: 'This line is not personalised: only personalised pieces take a proof.',
  notBeforeMaking: 'Proofs are uploaded only while the order is paid and not yet being made.',
  noDecisionNow: 'The order is no longer waiting for a proof to be decided.',
  noProof: 'There is no proof of this line to decide on yet.',
  proofNotFound: 'Proof not found',
  alreadyDecided: 'This proof has already been decided.',
  superseded: 'A newer proof of this line has been sent: please look at that one.',
  notAFile: 'This file is not a JPEG, PNG or WebP picture or a PDF. Please choose one of those.',
  emptyFile: 'The file is empty. Choose another one.',
  tooLarge: 'The file is larger than 5 MB. Please choose a smaller one.',
  missingFile: 'No file was sent. Choose the proof to upload.',
  notAForm: 'The upload could not be read. Send one file in a multipart form, in the field named file.',
  waiverNotNow: 'Only a paid order not yet being made can be let go without a proof.',
  /** `line` is the line's number as people count, from 1 (its position is from 0). */
  waitsForApproval: (line: number, name: string) =>
    `Line ${line}, ${name}, waits for the customer's approval of its proof.`,
} as const;

const comment = plainText('Your comment', { lines: true, error: PROOF_TEXTS.commentRequired })
  .trim()
  .min(1, PROOF_TEXTS.commentRequired)
  .max(PROOF_COMMENT_MAX, PROOF_TEXTS.commentTooLong);

/** The version decided on: when given, a newer proof makes the decision a 409. */
const version = z.number().int().positive().optional();

export const ProofDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve'), version }),
    z.strictObject({ decision: z.literal('change'), comment, version }),
  ],
  { error: 'Approve the proof or ask for a change.' },
);
export type ProofDecisionBody = z.infer<typeof ProofDecisionBodySchema>;

export const ProofWaiverBodySchema = z.strictObject({
  reason: plainText('The reason', { lines: true, error: PROOF_TEXTS.waiverReasonRequired })
    .trim()
    .min(1, PROOF_TEXTS.waiverReasonRequired)
    .max(PROOF_WAIVER_REASON_MAX, PROOF_TEXTS.waiverReasonTooLong),
});
export type ProofWaiverBody = z.infer<typeof ProofWaiverBodySchema>;

export const ProofSchema = z.strictObject({
  version: z.number().int().positive(),
  contentType: z.enum(PROOF_MIME_TYPES),
  uploadedAt: z.string(),
  /** The staff member who uploaded it; the customer's answers leave it out (null). */
  by: z.string().nullable(),
  decision: z.enum(PROOF_DECISIONS).nullable(),
  comment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Proof = z.infer<typeof ProofSchema>;

export const LineProofsSchema = z.strictObject({
  /** The line's position in the order, from 0, as in its other calls. */
  position: z.number().int().nonnegative(),
  name: z.string(),
  /** Every version, oldest first; the last one is the one that counts. */
  proofs: z.array(ProofSchema),
  /** No approved latest proof (and no waiver): making waits for this line. */
  waiting: z.boolean(),
});
export type LineProofs = z.infer<typeof LineProofsSchema>;

export const ProofWaiverSchema = z.strictObject({
  reason: z.string(),
  at: z.string(),
  by: z.string().nullable(),
});

/** `GET …/orders/{orderId}/proofs`: the personalised lines of the order and their proofs. */
export const OrderProofsAnswerSchema = z.strictObject({
  success: z.literal(true),
  orderId: z.string(),
  /** Proofs are uploaded and decided while the order is paid, before making. */
  open: z.boolean(),
  lines: z.array(LineProofsSchema),
  waiver: ProofWaiverSchema.nullable(),
});
export type OrderProofsAnswer = z.infer<typeof OrderProofsAnswerSchema>;

/** `GET /api/admin/orders/proofs/waiting`: orders whose latest proof waits for the customer. */
export const ProofsWaitingAnswerSchema = z.strictObject({
  success: z.literal(true),
  orders: z.array(
    z.strictObject({
      orderId: z.string(),
      reference: z.string(),
      customerName: z.string(),
      /** When the oldest of its undecided proofs was sent. */
      since: z.string(),
      lines: z.number().int().positive(),
    }),
  ),
});
export type ProofsWaitingAnswer = z.infer<typeof ProofsWaitingAnswerSchema>;

/** Where the file of a version is served (with the customer's or the staff's session). */
export function proofPath(scope: 'customer' | 'admin', orderId: string, position: number, version: number) {
  return `/api/${scope === 'admin' ? 'admin/' : ''}orders/${encodeURIComponent(orderId)}/lines/${position}/proofs/${version}`;
}

/** The line is waiting: personalised, without an approved latest proof. */
export function waitsForApproval(proofs: readonly Pick<Proof, 'decision'>[]): boolean {
  return proofs.at(-1)?.decision !== 'approved';
}

/** One event of a proof's history: sent, approved, or a change asked, with its date. */
export interface ProofEvent {
  at: string;
  text: string;
}

/**
 * A step of the proofs on an order's timeline: a proof sent, a change asked, a proof approved,
 * the owner's waiver, and last, with no time of its own, a line still waiting (for a proof, or
 * for the customer's decision on the latest one: `version`). `name` is the piece's name.
 */
export const ProofStepSchema = z.discriminatedUnion('proof', [
  z.strictObject({
    proof: z.enum(['sent', 'approved']),
    at: z.string(),
    version: z.number().int().positive(),
    name: z.string(),
  }),
  z.strictObject({
    proof: z.literal('change'),
    at: z.string(),
    version: z.number().int().positive(),
    name: z.string(),
    comment: z.string(),
  }),
  z.strictObject({ proof: z.literal('waived'), at: z.string(), reason: z.string() }),
  z.strictObject({
    proof: z.literal('waiting'),
    /** Since when: the latest proof's sending, or the payment while no proof has been sent. */
    at: z.string(),
    version: z.number().int().positive().nullable(),
    name: z.string(),
  }),
]);
export type ProofStep = z.infer<typeof ProofStepSchema>;

type StepProof = Pick<Proof, 'version' | 'uploadedAt' | 'decision' | 'comment' | 'decidedAt'>;

/**
 * The proofs' steps of an order, oldest first, then the lines still waiting: while the order is
 * paid (`open`), not waived, and a personalised line has no approved latest proof.
 */
export function proofSteps(order: {
  paidAt: string;
  open: boolean;
  lines: readonly { name: string; proofs: readonly StepProof[] }[];
  waiver: { reason: string; at: string } | null;
}): ProofStep[] {
  const done: ProofStep[] = order.lines.flatMap(({ name, proofs }) =>
    proofs.flatMap((proof): ProofStep[] => [
      { proof: 'sent', at: proof.uploadedAt, version: proof.version, name },
      ...(proof.decidedAt && proof.decision === 'approved'
        ? [{ proof: 'approved' as const, at: proof.decidedAt, version: proof.version, name }]
        : []),
      ...(proof.decidedAt && proof.decision === 'change'
        ? [
            {
              proof: 'change' as const,
              at: proof.decidedAt,
              version: proof.version,
              name,
              comment: proof.comment ?? '',
            },
          ]
        : []),
    ]),
  );
  if (order.waiver) done.push({ proof: 'waived', at: order.waiver.at, reason: order.waiver.reason });
  done.sort((a, b) => a.at.localeCompare(b.at));
  if (!order.open || order.waiver) return done;
  const waiting = order.lines.flatMap(({ name, proofs }): ProofStep[] => {
    const latest = proofs.at(-1);
    if (latest?.decision === 'approved') return [];
    // A change asked waits for the shop's next proof; a proof sent waits for the customer.
    return [
      latest && latest.decision === null
        ? { proof: 'waiting', at: latest.uploadedAt, version: latest.version, name }
        : { proof: 'waiting', at: latest?.decidedAt ?? order.paidAt, version: null, name },
    ];
  });
  return [...done, ...waiting];
}

/**
 * A proof's step in words, for the customer or the staff: its title and a line below (the
 * change asked, the waiver's reason, or the piece's name when the order has several to prove).
 */
export function proofStepText(
  step: ProofStep,
  audience: 'customer' | 'staff',
  several: boolean,
): { title: string; detail?: string } {
  const named = (title: string, name: string) => (several ? { title, detail: name } : { title });
  switch (step.proof) {
    case 'sent':
      return named(PROOF_TEXTS.uploadedEvent(step.version), step.name);
    case 'approved':
      return named(PROOF_TEXTS.approvedEvent(step.version), step.name);
    case 'change':
      return { title: PROOF_TEXTS.changeStep(step.version), detail: step.comment };
    case 'waived':
      return { title: PROOF_TEXTS.waivedStep, detail: step.reason };
    case 'waiting':
      if (audience === 'customer')
        return named(
          step.version === null
            ? PROOF_TEXTS.waitingForProofStep
            : PROOF_TEXTS.waitingForYouStep(step.version),
          step.name,
        );
      return named(
        step.version === null
          ? PROOF_TEXTS.staffWaitingForProofStep
          : PROOF_TEXTS.staffWaitingStep(step.version),
        step.name,
      );
  }
}

/**
 * When making may start, as far as the proofs go: `waiting` while a line waits; the moment the
 * last line's proof was approved, or the owner's waiver; `null` for an order with no proofs to
 * wait for (nothing personalised, or made before proofs were asked).
 */
export function proofsSettled(steps: readonly ProofStep[]): 'waiting' | Date | null {
  if (steps.some((step) => step.proof === 'waiting')) return 'waiting';
  const last = steps.findLast((step) => step.proof === 'approved' || step.proof === 'waived');
  return last ? new Date(last.at) : null;
}

export function proofEvents(line: LineProofs): ProofEvent[] {
  return line.proofs.flatMap((proof) => [
    { at: proof.uploadedAt, text: PROOF_TEXTS.uploadedEvent(proof.version) },
    ...(proof.decision && proof.decidedAt
      ? [
          {
            at: proof.decidedAt,
            text:
              proof.decision === 'approved'
                ? PROOF_TEXTS.approvedEvent(proof.version)
                : PROOF_TEXTS.changeEvent(proof.version, proof.comment ?? ''),
          },
        ]
      : []),
  ]);
}
