/**
 * Proofs of personalised lines (packages/shared/src/proofs.ts): staff upload a picture or PDF
 * of the engraving as it will be made, the customer approves it or asks for a change, and the
 * order starts making only once every personalised line's latest proof is approved, or once
 * the owner let it go without one. The files are kept in the shop's storage (storage/), like
 * the pictures of the catalogue, so every instance serves them; the rows say whose they are.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import {
  PROOF_MAX_BYTES,
  PROOF_REMINDER_AFTER_DAYS,
  PROOF_TEXTS,
  proofSteps,
  waitsForApproval,
  type ProofStep,
  type OrderProofsAnswer,
  type Proof,
  type ProofDecisionBody,
  type ProofMimeType,
  type ProofsWaitingAnswer,
  type ProofWaiverBody,
} from '@shop/shared/proofs';
import { orderLineName } from '@shop/shared/variants';
import { WAITING_TO_BE_MADE, waitsToBeMade } from '@shop/shared/order-lifecycle';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { orderLineProofs, orderLines, orders, staffMembers, type OrderRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { notifyNobody, type NotifyWhatsApp } from '../../plugins/whatsapp-events.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import { cleanPicture, detectProofType, isPicture, TooManyPixelsError } from '../../storage/file-content.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { changeAskedMail, proofReadyMail } from './proof-mail.ts';

const madeFrom = (order: Pick<OrderRow, 'paidAt' | 'confirmedAt'>) => order.confirmedAt ?? order.paidAt;

/** What names a personalised line in its proofs, its timeline and their mails: its variant too. */
const LINE_NAMING = { name: orderLines.name, variant: orderLines.variant, size: orderLines.size };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const EXTENSIONS: Readonly<Record<ProofMimeType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export interface ProofFile {
  contentType: ProofMimeType;
  bytes: Buffer;
  fileName: string;
}

export interface ProofsOptions {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  /** PUBLIC_URL: the origin of the reminders' links (a request's own mails are given theirs). */
  publicUrl: string | undefined;
  /** Where a customer's request for a change is mailed. */
  shopEmail: string;
  /** The proof's WhatsApp message with its buttons, queued in the upload's transaction. */
  notifyWhatsApp?: NotifyWhatsApp;
  now?: () => Date;
}

/** An order id from an address; one that cannot be an id is the same 404 as an unknown one. */
function orderIdOf(text: string): string {
  if (!UUID.test(text)) throw new HttpError(404, PROOF_TEXTS.orderNotFound);
  return text.toLowerCase();
}

/**
 * The personalised lines of an order still waiting for an approved proof (none when the owner
 * waived the proofs). `db` is the caller's transaction: the step to making reads it there.
 */
export async function linesWaitingForProof(
  db: Database,
  order: Pick<OrderRow, 'id' | 'proofWaivedAt'>,
): Promise<{ position: number; name: string }[]> {
  if (order.proofWaivedAt) return [];
  const lines = await db
    .select({ position: orderLines.position, ...LINE_NAMING })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.customization)))
    .orderBy(asc(orderLines.position));
  if (lines.length === 0) return [];
  const latest = await latestProofs(db, order.id);
  return lines
    .filter((line) => latest.get(line.position)?.decision !== 'approved')
    .map((line) => ({ position: line.position, name: orderLineName(line) }));
}

/**
 * The proofs' steps of each order (proofs.ts in packages/shared), for both timelines: the
 * personalised lines' proofs, the owner's waiver, and the lines still waiting while it is paid.
 */
export async function proofStepsOf(
  db: Database,
  found: readonly Pick<
    OrderRow,
    'id' | 'status' | 'paidAt' | 'confirmedAt' | 'proofWaivedAt' | 'proofWaiverReason'
  >[],
): Promise<Map<string, ProofStep[]>> {
  const orderIds = found.map((order) => order.id);
  if (orderIds.length === 0) return new Map();
  const [lines, rows] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, position: orderLines.position, ...LINE_NAMING })
      .from(orderLines)
      .where(and(inArray(orderLines.orderId, orderIds), isNotNull(orderLines.customization)))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderLineProofs)
      .where(inArray(orderLineProofs.orderId, orderIds))
      .orderBy(asc(orderLineProofs.version)),
  ]);
  return new Map(
    found.map((order) => [
      order.id,
      // Paid online, or confirmed when paid on delivery (its payment comes at the door): made from then.
      madeFrom(order)
        ? proofSteps({
            paidAt: madeFrom(order)?.toISOString() ?? '',
            open: waitsToBeMade(order.status),
            waiver:
              order.proofWaivedAt && order.proofWaiverReason !== null
                ? { reason: order.proofWaiverReason, at: order.proofWaivedAt.toISOString() }
                : null,
            lines: lines
              .filter((line) => line.orderId === order.id)
              .map((line) => ({
                name: orderLineName(line),
                proofs: rows
                  .filter((row) => row.orderId === order.id && row.position === line.position)
                  .map((row) => ({
                    version: row.version,
                    uploadedAt: row.uploadedAt.toISOString(),
                    decision: row.decision,
                    comment: row.comment,
                    decidedAt: row.decidedAt?.toISOString() ?? null,
                  })),
              })),
          })
        : [],
    ]),
  );
}

/** The latest version of each line's proof. */
async function latestProofs(db: Database, orderId: string) {
  const rows = await db
    .select()
    .from(orderLineProofs)
    .where(eq(orderLineProofs.orderId, orderId))
    .orderBy(asc(orderLineProofs.position), asc(orderLineProofs.version));
  return new Map(rows.map((row) => [row.position, row]));
}

export function createProofs(options: ProofsOptions) {
  const { db, mailer, storage } = options;
  const notifyWhatsApp = options.notifyWhatsApp ?? notifyNobody;
  const now = options.now ?? (() => new Date());

  async function answerFor(orderId: string, audience: 'staff' | 'customer'): Promise<OrderProofsAnswer> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, PROOF_TEXTS.orderNotFound);
    const named = await db
      .select({ position: orderLines.position, ...LINE_NAMING })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.customization)))
      .orderBy(asc(orderLines.position));
    const lines = named.map((line) => ({ position: line.position, name: orderLineName(line) }));
    const rows = await db
      .select({ proof: orderLineProofs, by: staffMembers.name })
      .from(orderLineProofs)
      .leftJoin(staffMembers, eq(staffMembers.id, orderLineProofs.staffId))
      .where(eq(orderLineProofs.orderId, orderId))
      .orderBy(asc(orderLineProofs.version));
    let waiverBy: string | null = null;
    if (order.proofWaivedBy && audience === 'staff') {
      const [member] = await db
        .select({ name: staffMembers.name })
        .from(staffMembers)
        .where(eq(staffMembers.id, order.proofWaivedBy));
      waiverBy = member?.name ?? null;
    }
    return {
      success: true,
      orderId: order.id,
      open: waitsToBeMade(order.status),
      lines: lines.map((line) => {
        const proofs: Proof[] = rows
          .filter(({ proof }) => proof.position === line.position)
          .map(({ proof, by }) => ({
            version: proof.version,
            contentType: proof.contentType,
            uploadedAt: proof.uploadedAt.toISOString(),
            by: audience === 'staff' ? by : null,
            decision: proof.decision,
            comment: proof.comment,
            decidedAt: proof.decidedAt?.toISOString() ?? null,
          }));
        return {
          ...line,
          proofs,
          waiting: waitsToBeMade(order.status) && !order.proofWaivedAt && waitsForApproval(proofs),
        };
      }),
      waiver:
        order.proofWaivedAt && order.proofWaiverReason
          ? { reason: order.proofWaiverReason, at: order.proofWaivedAt.toISOString(), by: waiverBy }
          : null,
    };
  }

  /** The customer's own order; another's is the same 404 as an unknown one. */
  async function customersOrder(userId: string, orderIdText: string): Promise<string> {
    const orderId = orderIdOf(orderIdText);
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw new HttpError(404, PROOF_TEXTS.orderNotFound);
    return order.id;
  }

  async function readFile(orderId: string, position: number, version: number): Promise<ProofFile> {
    const [row] = await db
      .select()
      .from(orderLineProofs)
      .where(
        and(
          eq(orderLineProofs.orderId, orderId),
          eq(orderLineProofs.position, position),
          eq(orderLineProofs.version, version),
        ),
      );
    const stored = row ? await storage.get(row.fileKey) : undefined;
    if (!row || !stored) throw new HttpError(404, PROOF_TEXTS.proofNotFound);
    return {
      contentType: row.contentType,
      bytes: stored.bytes,
      fileName: `proof-${orderReference(orderId)}-line-${position}-${version}.${EXTENSIONS[row.contentType]}`,
    };
  }

  /** The file as the shop keeps it: checked by its bytes, a picture re-encoded without metadata. */
  async function checkedFile(bytes: Buffer): Promise<{ contentType: ProofMimeType; bytes: Buffer }> {
    if (bytes.length === 0) throw new HttpError(400, PROOF_TEXTS.emptyFile);
    if (bytes.length > PROOF_MAX_BYTES) throw new HttpError(413, PROOF_TEXTS.tooLarge);
    const contentType = detectProofType(bytes);
    if (contentType === undefined) throw new HttpError(400, PROOF_TEXTS.notAFile);
    if (!isPicture(contentType)) return { contentType, bytes };
    try {
      return { contentType, bytes: await cleanPicture(bytes, contentType) };
    } catch (error) {
      if (error instanceof TooManyPixelsError) throw new HttpError(400, PROOF_TEXTS.tooLarge);
      throw new HttpError(400, PROOF_TEXTS.notAFile);
    }
  }

  /** The order held for the change, with the line: refusals before anything is written. */
  async function heldLine(tx: Database, orderId: string, position: number, notNow: string) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new HttpError(404, PROOF_TEXTS.orderNotFound);
    const [line] = await tx
      .select({ ...LINE_NAMING, customization: orderLines.customization })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.position, position)));
    if (!line) throw new HttpError(404, PROOF_TEXTS.lineNotFound);
    if (!line.customization) throw new HttpError(409, PROOF_TEXTS.notPersonalised);
    if (!waitsToBeMade(order.status)) throw new HttpError(409, notNow);
    return { order, line };
  }

  return {
    forStaff: (orderIdText: string) => answerFor(orderIdOf(orderIdText), 'staff'),

    forCustomer: async (userId: string, orderIdText: string) =>
      answerFor(await customersOrder(userId, orderIdText), 'customer'),

    fileForStaff: (orderIdText: string, position: number, version: number) =>
      readFile(orderIdOf(orderIdText), position, version),

    fileForCustomer: async (userId: string, orderIdText: string, position: number, version: number) =>
      readFile(await customersOrder(userId, orderIdText), position, version),

    /** Refuses an upload the order or line cannot take before its file is read. */
    async checkUploadTarget(orderIdText: string, position: number): Promise<void> {
      await db.transaction((tx) =>
        heldLine(tx, orderIdOf(orderIdText), position, PROOF_TEXTS.notBeforeMaking),
      );
    },

    /** A new version of the line's proof, mailed to the customer once it is kept. */
    async upload(upload: {
      orderId: string;
      position: number;
      bytes: Buffer;
      staffId: string;
      /** The origin of the link in the customer's mail (site-origin.ts's mailOrigin). */
      origin: string | undefined;
    }) {
      const orderId = orderIdOf(upload.orderId);
      const file = await checkedFile(upload.bytes);
      const fileKey = `order-proofs/${orderId}/${randomUUID()}.${EXTENSIONS[file.contentType]}`;
      await storage.put(fileKey, file);
      let kept: { order: OrderRow; name: string; version: number };
      try {
        kept = await db.transaction(async (tx) => {
          const { order, line } = await heldLine(tx, orderId, upload.position, PROOF_TEXTS.notBeforeMaking);
          const [last] = await tx
            .select({ version: max(orderLineProofs.version) })
            .from(orderLineProofs)
            .where(and(eq(orderLineProofs.orderId, orderId), eq(orderLineProofs.position, upload.position)));
          const version = (last?.version ?? 0) + 1;
          const [row] = await tx
            .insert(orderLineProofs)
            .values({
              orderId,
              position: upload.position,
              version,
              fileKey,
              contentType: file.contentType,
              staffId: upload.staffId,
              uploadedAt: now(),
            })
            .returning();
          await recordChange(tx, {
            staffId: upload.staffId,
            action: 'order.proof_upload',
            subject: { type: 'order', id: orderId },
            after: { line: upload.position, version, contentType: file.contentType, proofId: row?.id },
          });
          if (row) await notifyWhatsApp(tx, { kind: 'proof_ready', orderId, proofId: row.id });
          return { order, name: orderLineName(line), version };
        });
      } catch (error) {
        await storage.remove([fileKey]);
        throw error;
      }
      if (kept.order.customer.email) {
        mailer.sendInBackground(
          proofReadyMail(
            kept.order,
            { position: upload.position, name: kept.name, version: kept.version, reminder: false },
            upload.origin,
          ),
          orderId,
        );
      }
      return answerFor(orderId, 'staff');
    },

    /** The customer approves the latest proof of a line, or asks for a change to it. */
    async decide(decision: {
      userId: string;
      orderId: string;
      position: number;
      body: ProofDecisionBody;
      origin: string | undefined;
    }) {
      const orderId = await customersOrder(decision.userId, decision.orderId);
      const { body } = decision;
      const decided = await db.transaction(async (tx) => {
        const { order, line } = await heldLine(tx, orderId, decision.position, PROOF_TEXTS.noDecisionNow);
        if (order.proofWaivedAt) throw new HttpError(409, PROOF_TEXTS.noDecisionNow);
        const [latest] = await tx
          .select()
          .from(orderLineProofs)
          .where(and(eq(orderLineProofs.orderId, orderId), eq(orderLineProofs.position, decision.position)))
          .orderBy(desc(orderLineProofs.version))
          .limit(1);
        if (!latest) throw new HttpError(409, PROOF_TEXTS.noProof);
        if (body.version !== undefined && body.version !== latest.version) {
          throw new HttpError(
            409,
            body.version < latest.version ? PROOF_TEXTS.superseded : PROOF_TEXTS.proofNotFound,
          );
        }
        if (latest.decision !== null) throw new HttpError(409, PROOF_TEXTS.alreadyDecided);
        const comment = body.decision === 'change' ? body.comment : null;
        await tx
          .update(orderLineProofs)
          .set({ decision: body.decision === 'approve' ? 'approved' : 'change', comment, decidedAt: now() })
          .where(eq(orderLineProofs.id, latest.id));
        return { order, name: orderLineName(line), version: latest.version, comment };
      });
      if (decided.comment !== null) {
        mailer.sendInBackground(
          changeAskedMail(
            decided.order,
            {
              position: decision.position,
              name: decided.name,
              version: decided.version,
              comment: decided.comment,
            },
            options.shopEmail,
            decision.origin,
          ),
        );
      }
      return answerFor(orderId, 'customer');
    },

    /** The owner lets the order be made without an approved proof, saying why. */
    async waive(waiver: { orderId: string; body: ProofWaiverBody; staffId: string }) {
      const orderId = orderIdOf(waiver.orderId);
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new HttpError(404, PROOF_TEXTS.orderNotFound);
        if (!waitsToBeMade(order.status)) throw new HttpError(409, PROOF_TEXTS.waiverNotNow);
        await tx
          .update(orders)
          .set({ proofWaivedAt: now(), proofWaiverReason: waiver.body.reason, proofWaivedBy: waiver.staffId })
          .where(eq(orders.id, orderId));
        await recordChange(tx, {
          staffId: waiver.staffId,
          action: 'order.proof_waiver',
          subject: { type: 'order', id: orderId },
          before: { proofWaiverReason: order.proofWaiverReason },
          after: { proofWaiverReason: waiver.body.reason },
        });
      });
      return answerFor(orderId, 'staff');
    },

    /**
     * Removes the proofs of a customer's orders, rows and files, when they delete their
     * account: a proof shows their personalisation, which goes with it (erasure.ts). Called
     * before the orders let go of the customer; answers how many were removed.
     */
    async eraseCustomer(userId: string): Promise<number> {
      const removed = await db
        .delete(orderLineProofs)
        .where(
          inArray(
            orderLineProofs.orderId,
            db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
          ),
        )
        .returning({ fileKey: orderLineProofs.fileKey });
      if (removed.length > 0) await storage.remove(removed.map((proof) => proof.fileKey));
      return removed.length;
    },

    /** Paid orders whose latest proof of some line waits for the customer, the oldest first. */
    async waiting(): Promise<ProofsWaitingAnswer> {
      const rows = await db
        .select({
          orderId: orders.id,
          customer: orders.customer,
          since: sql<Date>`min(${orderLineProofs.uploadedAt})`.mapWith(orderLineProofs.uploadedAt),
          lines: sql<number>`count(*)::int`,
        })
        .from(orderLineProofs)
        .innerJoin(orders, eq(orders.id, orderLineProofs.orderId))
        .where(
          and(
            inArray(orders.status, [...WAITING_TO_BE_MADE]),
            isNull(orders.proofWaivedAt),
            undecidedLatest(),
          ),
        )
        .groupBy(orders.id)
        .orderBy(sql`min(${orderLineProofs.uploadedAt})`);
      return {
        success: true,
        orders: rows.map((row) => ({
          orderId: row.orderId,
          reference: orderReference(row.orderId),
          customerName: row.customer.name,
          since: row.since.toISOString(),
          lines: Number(row.lines),
        })),
      };
    },

    /**
     * Reminds each customer once of a proof that has waited for them more than three days (a
     * job of plugins/scheduled-work.ts); answers how many were reminded.
     */
    async remindWaiting(): Promise<number> {
      const before = new Date(now().getTime() - PROOF_REMINDER_AFTER_DAYS * DAY_MS);
      const reminded = await db.transaction(async (tx) => {
        const due = await tx
          .select({ proof: orderLineProofs, order: orders, line: LINE_NAMING })
          .from(orderLineProofs)
          .innerJoin(orders, eq(orders.id, orderLineProofs.orderId))
          .innerJoin(
            orderLines,
            and(
              eq(orderLines.orderId, orderLineProofs.orderId),
              eq(orderLines.position, orderLineProofs.position),
            ),
          )
          .where(
            and(
              inArray(orders.status, [...WAITING_TO_BE_MADE]),
              isNull(orders.proofWaivedAt),
              isNull(orderLineProofs.remindedAt),
              lt(orderLineProofs.uploadedAt, before),
              undecidedLatest(),
            ),
          )
          .for('update', { of: orderLineProofs, skipLocked: true });
        for (const { proof } of due) {
          await tx.update(orderLineProofs).set({ remindedAt: now() }).where(eq(orderLineProofs.id, proof.id));
        }
        return due;
      });
      for (const { proof, order, line } of reminded) {
        if (!order.customer.email) continue;
        mailer.sendInBackground(
          proofReadyMail(
            order,
            { position: proof.position, name: orderLineName(line), version: proof.version, reminder: true },
            options.publicUrl,
          ),
          order.id,
        );
      }
      return reminded.length;
    },
  };
}

/** The proof is undecided and no newer version of its line follows it. */
function undecidedLatest() {
  const newer = sql`EXISTS (SELECT 1 FROM ${orderLineProofs} AS newer WHERE newer.order_id = ${orderLineProofs.orderId} AND newer.line_position = ${orderLineProofs.position} AND newer.version > ${orderLineProofs.version})`;
  return and(isNull(orderLineProofs.decision), sql`NOT ${newer}`);
}

export type Proofs = ReturnType<typeof createProofs>;

/** The reminder of proofs waiting three days, every hour across instances. */
export function proofReminders(proofs: Pick<Proofs, 'remindWaiting'>): ScheduledJob {
  return {
    name: 'proof-reminders',
    everyMs: 60 * 60 * 1000,
    run: () => proofs.remindWaiting(),
    done: 'reminded customers of proofs waiting for their decision',
  };
}
