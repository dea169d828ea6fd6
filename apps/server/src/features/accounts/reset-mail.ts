/**
 * The password-reset mail: the code, large, and a link that opens the Set New Password page
 * with the code filled in. A plain-text part for every mail program, and an HTML part in the
 * shop's colours with inline styles only (mail programs drop style sheets).
 */
import { RESET_CODE } from '@shop/shared/accounts';
import { SHOP_NAME } from '@shop/shared/shop';
import type { MailMessage } from '../../plugins/mail.ts';
import { MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, brandDark: BRAND_DARK } = MAIL_COLOURS;

export function resetPasswordLink(origin: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, code });
  return `${origin}/reset-password?${query.toString()}`;
}

export function resetMail(options: {
  to: string;
  firstName: string;
  code: string;
  /** Undefined when the shop's address cannot be trusted (see mailOrigin): no link then. */
  origin: string | undefined;
}): MailMessage {
  const { to, firstName, code, origin } = options;
  const link = origin === undefined ? undefined : resetPasswordLink(origin, to, code);
  const validFor = `${RESET_CODE.minutesValid} minutes`;
  // No code in the subject: subjects show on locked screens and in logs.
  const subject = `Your ${SHOP_NAME} password reset code`;

  const text = [
    `Hello ${firstName},`,
    '',
    `Your code to set a new password at ${SHOP_NAME} is:`,
    '',
    `    ${code}`,
    '',
    `It is valid for ${validFor} and can be used once.`,
    link === undefined
      ? `Enter it on the shop's Set New Password page.`
      : `Or open this link to set a new password: ${link}`,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    SHOP_NAME,
  ].join('\n');

  const html = mailDocument({
    subject,
    heading: SHOP_NAME,
    maxWidth: 480,
    content: `                <p style="margin:0 0 12px;">Hello ${escapeMarkup(firstName)},</p>
                <p style="margin:0 0 12px;">Your code to set a new password is:</p>
                <p style="margin:0 0 12px;font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:bold;letter-spacing:8px;color:${BRAND_DARK};text-align:center;">${code}</p>
                <p style="margin:0 0 20px;">It is valid for ${validFor} and can be used once.</p>
${
  link === undefined
    ? ''
    : `                <p style="margin:0 0 20px;text-align:center;">
                  <a href="${escapeMarkup(link)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold;">Set a new password</a>
                </p>`
}
                <p style="margin:0 0 12px;font-size:14px;color:#6b5a48;">If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
  });

  return { to, subject, text, html };
}
