/**
 * Contact messages: stored first, so none is lost when mail fails, then mailed to the shop
 * after the answer.
 */
import { CONTACT_TEXTS, type ContactAnswer, type ContactMessage } from '@shop/shared/contact';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { contactMail } from './contact-mail.ts';
import { deleteMessagesFrom, insertContactMessage } from './repository.ts';

export type ContactService = ReturnType<typeof createContactService>;

/** An optional field left empty is no value at all. */
const orNull = (value: string | undefined) => (value ? value : null);

export function createContactService(db: Database, options: { mailer: Mailer; shopEmail: string }) {
  return {
    async send(message: ContactMessage): Promise<ContactAnswer> {
      const row = await insertContactMessage(db, {
        name: orNull(message.name),
        email: message.email,
        phone: orNull(message.phone),
        message: orNull(message.message),
      });
      options.mailer.sendInBackground(contactMail({ shopEmail: options.shopEmail, message: row }));
      return { success: true, message: CONTACT_TEXTS.sent };
    },

    /** Removes what a customer who deleted their account wrote; no law asks the shop to keep it. */
    eraseSender: (email: string) => deleteMessagesFrom(db, email),
  };
}
