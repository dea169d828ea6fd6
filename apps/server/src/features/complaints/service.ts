/**
 * Complaints: stored with their ticket first, so none is lost when mail fails, then
 * acknowledged to the shopper (and announced to the shop) after the answer. Staff reply and
 * resolve in a transaction that holds the complaint, recorded in the audit log; the shopper
 * is mailed once it is committed.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import {
  ADMIN_COMPLAINT_TEXTS,
  COMPLAINT_TEXTS,
  OLDEST_UNRESOLVED_SHOWN,
  formatComplaintDay,
  resolveBy,
  ticketOf,
  type AdminComplaint,
  type AdminComplaintListAnswer,
  type ComplaintAnswer,
  type ComplaintBody,
  type ComplaintListQuery,
  type ComplaintStepKind,
  type GrievanceContact,
  type UnresolvedComplaintsAnswer,
} from '@shop/shared/complaints';
import type { Language } from '@shop/shared/languages';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { complaints, complaintSteps, type ComplaintRow } from '../../db/schema.ts';
import { notifyNobody, type NotifyWhatsApp } from '../../plugins/whatsapp-events.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { acknowledgementMail, shopNoticeMail, stepMail } from './complaint-mails.ts';
import {
  countUnresolved,
  findComplaint,
  findOwnOrder,
  insertComplaint,
  languageOfOrder,
  listComplaints,
  stepsOf,
} from './repository.ts';

export type ComplaintsService = ReturnType<typeof createComplaintsService>;

export interface ComplaintsOptions {
  mailer: Mailer;
  shopEmail: string;
  /** Whom the shopper's mails name for the complaint; the shop's address unless told otherwise. */
  grievance?: GrievanceContact;
  /** The complaint's WhatsApp message, to a customer who agreed to them (features/whatsapp). */
  notifyWhatsApp?: NotifyWhatsApp;
}

const PAGE_SIZE = 50;

/** An optional field left empty is no value at all. */
const orNull = (value: string | undefined) => (value ? value : null);

const notFound = () => new HttpError(404, ADMIN_COMPLAINT_TEXTS.notFound);

export function createComplaintsService(db: Database, options: ComplaintsOptions) {
  const { mailer, shopEmail } = options;
  const notifyWhatsApp = options.notifyWhatsApp ?? notifyNobody;
  const grievance: GrievanceContact = options.grievance ?? { email: shopEmail };
  const domain = shopEmail.split('@')[1] ?? 'shop.invalid';
  const newMailId = () => `<${crypto.randomUUID()}@${domain}>`;

  const mailed = (row: ComplaintRow, language: Language) => ({
    ...row,
    orderReference: row.orderId ? orderReference(row.orderId) : null,
    language,
  });

  /** A reply or the resolution: held, checked, stored and recorded at once; mailed after. */
  async function takeStep(request: {
    complaintId: string;
    kind: ComplaintStepKind;
    body: string;
    staff: { id: string; name: string };
  }): Promise<AdminComplaint> {
    const { complaintId, kind, body, staff } = request;
    const mailId = newMailId();
    const taken = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(complaints).where(eq(complaints.id, complaintId)).for('update');
      if (!row) return undefined;
      if (row.status === 'resolved') throw new HttpError(409, ADMIN_COMPLAINT_TEXTS.alreadyResolved);
      const earlier = [row.mailId, ...(await stepsOf(tx, row.id)).map((step) => step.mailId)];
      const [step] = await tx
        .insert(complaintSteps)
        .values({ complaintId: row.id, kind, body, staffId: staff.id, mailId })
        .returning({ id: complaintSteps.id, at: complaintSteps.at });
      if (!step) throw new Error('The complaint’s step was not stored');
      const status = kind === 'resolution' ? 'resolved' : 'in_progress';
      await tx
        .update(complaints)
        .set({ status, resolvedAt: kind === 'resolution' ? step.at : null })
        .where(eq(complaints.id, row.id));
      await recordChange(tx, {
        staffId: staff.id,
        action: kind === 'resolution' ? 'complaint.resolve' : 'complaint.reply',
        subject: { type: 'complaint', id: row.id },
        before: { status: row.status },
        after: {
          status,
          ticket: ticketOf(row.number),
          stepId: step.id,
          to: row.email,
          [kind === 'resolution' ? 'note' : 'reply']: body,
        },
      });
      if (kind === 'resolution')
        await notifyWhatsApp(tx, { kind: 'complaint_resolved', complaintId: row.id });
      return { row, earlier, language: await languageOfOrder(tx, row.orderId) };
    });
    if (!taken) throw notFound();
    mailer.sendInBackground(
      stepMail({
        complaint: mailed(taken.row, taken.language),
        kind,
        body,
        signedBy: staff.name,
        grievance,
        mailId,
        earlier: taken.earlier,
      }),
    );
    const complaint = await findComplaint(db, complaintId);
    if (!complaint) throw notFound();
    return complaint;
  }

  return {
    /**
     * A shopper's complaint. One tied to an order must be the signed-in customer's own order:
     * another's is refused as an unknown one is, and nothing is kept.
     */
    async raise(body: ComplaintBody, customer: { id: string } | undefined): Promise<ComplaintAnswer> {
      let language: Language = 'en';
      if (body.orderId) {
        const own = customer && (await findOwnOrder(db, body.orderId, customer.id));
        if (!own) throw new HttpError(404, COMPLAINT_TEXTS.noSuchOrder);
        language = own.language;
      }
      const row = await insertComplaint(db, {
        name: body.name,
        email: body.email,
        phone: orNull(body.phone),
        topic: body.topic,
        description: body.description,
        orderId: body.orderId ?? null,
        orderNumber: body.orderId ? null : orNull(body.orderNumber?.toUpperCase()),
        mailId: newMailId(),
      });
      await notifyWhatsApp(db, { kind: 'complaint_registered', complaintId: row.id });
      mailer.sendInBackground(acknowledgementMail({ complaint: mailed(row, language), grievance }));
      // The shop's notice stays in English, whatever the shopper's language.
      mailer.sendInBackground(shopNoticeMail({ complaint: mailed(row, 'en'), shopEmail }));
      const ticket = ticketOf(row.number);
      const resolveByDay = formatComplaintDay(resolveBy(row.createdAt));
      return {
        success: true,
        ticket,
        message: COMPLAINT_TEXTS.registered(ticket, resolveByDay),
        resolveBy: resolveBy(row.createdAt).toISOString(),
      };
    },

    async list(query: ComplaintListQuery): Promise<AdminComplaintListAnswer> {
      const { complaints: found, total } = await listComplaints(db, query.show, {
        size: PAGE_SIZE,
        number: query.page,
      });
      return {
        success: true,
        complaints: found,
        unresolved: await countUnresolved(db),
        total,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    },

    /** The Today page's: how many are unresolved, and the oldest of them. */
    async oldestUnresolved(): Promise<UnresolvedComplaintsAnswer> {
      const { complaints: oldest, total } = await listComplaints(db, 'unresolved', {
        size: OLDEST_UNRESOLVED_SHOWN,
        number: 1,
      });
      return { success: true, unresolved: total, oldest };
    },

    async one(complaintId: string): Promise<AdminComplaint> {
      const complaint = await findComplaint(db, complaintId);
      if (!complaint) throw notFound();
      return complaint;
    },

    reply: (complaintId: string, body: string, staff: { id: string; name: string }) =>
      takeStep({ complaintId, kind: 'reply', body, staff }),

    resolve: (complaintId: string, note: string, staff: { id: string; name: string }) =>
      takeStep({ complaintId, kind: 'resolution', body: note, staff }),
  };
}
