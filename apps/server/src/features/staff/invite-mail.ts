import { STAFF_PASSWORD_LINK_HOURS, type StaffMember } from '@shop/shared/staff';
import { SHOP_NAME } from '@shop/shared/shop';
import { mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

/** The mail that brings a new member their set-password link. */
export function inviteMail(member: StaffMember, link: string, invitedBy: string): MailMessage {
  const subject = `${invitedBy} added you to ${SHOP_NAME}'s back office`;
  const lines = [
    `Dear ${member.name},`,
    '',
    `${invitedBy} added you to the back office of ${SHOP_NAME}. Set your password within ${STAFF_PASSWORD_LINK_HOURS} hours with this link, which works once:`,
    '',
    link,
  ];
  return {
    to: member.email,
    subject,
    text: lines.join('\n'),
    html: mailDocument({
      subject,
      heading: 'Welcome to the back office',
      content: `<p style="margin:0 0 12px;">Dear ${escapeMarkup(member.name)},</p><p style="margin:0 0 12px;">${escapeMarkup(invitedBy)} added you to the back office of ${escapeMarkup(SHOP_NAME)}. Set your password within ${STAFF_PASSWORD_LINK_HOURS} hours with this link, which works once:</p><p style="margin:0;"><a href="${escapeMarkup(link)}" style="color:#7a4b1e;">Set your password</a></p>`,
    }),
  };
}
