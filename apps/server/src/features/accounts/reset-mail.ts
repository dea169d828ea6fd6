/**
 * The password-reset mail: the code, large, and a link that opens the Set New Password page
 * with the code filled in. A plain-text part for every mail program, and an HTML part in the
 * shop's colours with inline styles only (mail programs drop style sheets). Written in the
 * account's language, and its link opens the page in that language.
 */
import { RESET_CODE } from '@shop/shared/accounts';
import { pathInLanguage, type Language } from '@shop/shared/languages';
import { SHOP_NAME } from '@shop/shared/shop';
import type { MailMessage } from '../../plugins/mail.ts';
import { MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, brandDark: BRAND_DARK } = MAIL_COLOURS;

interface ResetWords {
  subject: string;
  hello: (name: string) => string;
  /** Above the code in the plain text, which names the shop. */
  codeAt: string;
  /** Above the code in the HTML, under the shop's name. */
  code: string;
  validFor: (minutes: number) => string;
  enterIt: string;
  openLink: (link: string) => string;
  button: string;
  notYou: string;
}

/** The mail in the account's language (its `language`). */
const RESET_WORDS: Readonly<Record<Language, ResetWords>> = {
  en: {
    // No code in the subject: subjects show on locked screens and in logs.
    subject: `Your ${SHOP_NAME} password reset code`,
    hello: (name) => `Hello ${name},`,
    codeAt: `Your code to set a new password at ${SHOP_NAME} is:`,
    code: 'Your code to set a new password is:',
    validFor: (minutes) => `It is valid for ${minutes} minutes and can be used once.`,
    enterIt: `Enter it on the shop's Set New Password page.`,
    openLink: (link) => `Or open this link to set a new password: ${link}`,
    button: 'Set a new password',
    notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  ta: {
    subject: `${SHOP_NAME} இல் புதிய கடவுச்சொல் அமைக்க உங்கள் குறியீடு`,
    hello: (name) => `வணக்கம் ${name},`,
    codeAt: `${SHOP_NAME} இல் புதிய கடவுச்சொல் அமைக்க உங்கள் குறியீடு:`,
    code: 'புதிய கடவுச்சொல் அமைக்க உங்கள் குறியீடு:',
    validFor: (minutes) => `இது ${minutes} நிமிடங்களுக்கு மட்டுமே செல்லும்; ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.`,
    enterIt: 'கடையின் புதிய கடவுச்சொல் பக்கத்தில் இதை உள்ளிடுங்கள்.',
    openLink: (link) => `அல்லது இந்த இணைப்பைத் திறந்து புதிய கடவுச்சொல்லை அமைக்கலாம்: ${link}`,
    button: 'புதிய கடவுச்சொல் அமைக்க',
    notYou: 'இதை நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலை விட்டுவிடுங்கள்: உங்கள் கடவுச்சொல் மாறாது.',
  },
  hi: {
    subject: `${SHOP_NAME} पर नया पासवर्ड बनाने का आपका कोड`,
    hello: (name) => `नमस्ते ${name},`,
    codeAt: `${SHOP_NAME} पर नया पासवर्ड बनाने के लिए आपका कोड है:`,
    code: 'नया पासवर्ड बनाने के लिए आपका कोड है:',
    validFor: (minutes) => `यह ${minutes} मिनट तक ही चलेगा और एक ही बार काम आएगा।`,
    enterIt: 'इसे दुकान के नया पासवर्ड वाले पेज पर डालें।',
    openLink: (link) => `या यह लिंक खोलकर नया पासवर्ड बनाएँ: ${link}`,
    button: 'नया पासवर्ड बनाएँ',
    notYou: 'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};

/** The Set New Password page with the code filled in, in the account's language. */
export function resetPasswordLink(
  origin: string,
  email: string,
  code: string,
  language: Language = 'en',
): string {
  const query = new URLSearchParams({ email, code });
  return `${origin}${pathInLanguage('/reset-password', language)}?${query.toString()}`;
}

export function resetMail(options: {
  to: string;
  firstName: string;
  code: string;
  /** Undefined when the shop's address cannot be trusted (see mailOrigin): no link then. */
  origin: string | undefined;
  /** The account's language; English unless said. */
  language?: Language;
}): MailMessage {
  const { to, firstName, code, origin, language = 'en' } = options;
  const words = RESET_WORDS[language];
  const link = origin === undefined ? undefined : resetPasswordLink(origin, to, code, language);
  const validFor = words.validFor(RESET_CODE.minutesValid);
  const { subject } = words;

  const text = [
    words.hello(firstName),
    '',
    words.codeAt,
    '',
    `    ${code}`,
    '',
    validFor,
    link === undefined ? words.enterIt : words.openLink(link),
    '',
    words.notYou,
    '',
    SHOP_NAME,
  ].join('\n');

  const html = mailDocument({
    subject,
    heading: SHOP_NAME,
    maxWidth: 480,
    language,
    content: `                <p style="margin:0 0 12px;">${escapeMarkup(words.hello(firstName))}</p>
                <p style="margin:0 0 12px;">${escapeMarkup(words.code)}</p>
                <p style="margin:0 0 12px;font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:bold;letter-spacing:8px;color:${BRAND_DARK};text-align:center;">${code}</p>
                <p style="margin:0 0 20px;">${escapeMarkup(validFor)}</p>
${
  link === undefined
    ? ''
    : `                <p style="margin:0 0 20px;text-align:center;">
                  <a href="${escapeMarkup(link)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold;">${escapeMarkup(words.button)}</a>
                </p>`
}
                <p style="margin:0 0 12px;font-size:14px;color:#6b5a48;">${escapeMarkup(words.notYou)}</p>`,
  });

  return { to, subject, text, html };
}
