/**
 * The shop writes each mail as a `.eml` file into DATA_DIR/mail when no SMTP server is set;
 * a journey reads what the shopper would find in their inbox: the mails addressed to them,
 * not the shop's copies that name them as the one to answer. The outbox is read as the API
 * tests read it, with more time: the shop under test is busier than theirs.
 */
import { latestMailTo as latestInOutbox, mailWhere } from '@shop/server/test-support/mail';

const WAIT_MS = 10_000;
const outbox = () => process.env.SHOP_E2E_DATA_DIR ?? '';

/** The newest mail to the address, raw: headers, and parts as the mail program gets them. */
export async function latestMailTo(address: string): Promise<string> {
  return (await latestInOutbox(outbox(), address, 0, WAIT_MS)).raw;
}

/** The reset code of a password-reset mail, from its link (quoted-printable writes `=` as `=3D`). */
export function resetCodeIn(mail: string): string {
  const code = /code(?:=3D|=)(\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  if (!code) throw new Error('The mail carries no reset code');
  return code;
}

/**
 * The mail to the address that carries the text, as a person reads it: several journeys may
 * write to one address (the shop's) at once, so the newest one may be another's.
 */
export async function mailToContaining(address: string, text: string): Promise<string> {
  const addressed = new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'mi');
  const mail = await mailWhere(
    outbox(),
    (written) => addressed.test(written.raw) && written.decoded.includes(text),
    WAIT_MS,
  );
  return mail.decoded;
}
