/**
 * The password-reset mail: the code, large, and a link that opens the Set New Password page
 * with the code filled in. A plain-text part for every mail program, and an HTML part in the
 * shop's colours with inline styles only (mail programs drop style sheets).
 */
import { RESET_CODE } from '@shop/shared/accounts';
import { SHOP_NAME } from '@shop/shared/shop';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const BRAND = '#7a4b1e';
const BRAND_DARK = '#3d2510';
const PAPER = '#fbf6ee';

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

  const html = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeMarkup(subject)}</title>
  </head>
  <body style="margin:0;padding:0;background:${PAPER};font-family:Georgia,'Times New Roman',serif;color:${BRAND_DARK};">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER};padding:24px 12px;">
      <tr>
        <td align="center">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e8dcc8;border-radius:12px;">
            <tr>
              <td style="padding:24px 28px 8px;font-size:22px;font-weight:bold;color:${BRAND};">${escapeMarkup(SHOP_NAME)}</td>
            </tr>
            <tr>
              <td style="padding:8px 28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
                <p style="margin:0 0 12px;">Hello ${escapeMarkup(firstName)},</p>
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
                <p style="margin:0 0 12px;font-size:14px;color:#6b5a48;">If you did not ask for this, ignore this mail: your password stays as it is.</p>
              </td>
            </tr>
            <tr>
              <td style="padding:8px 28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b5a48;">${escapeMarkup(SHOP_NAME)}</td>
            </tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>
`;

  return { to, subject, text, html };
}
