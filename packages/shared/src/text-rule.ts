/**
 * The one rule for free text the shop keeps: what a shopper or a member of the staff types is
 * stored, mailed and shown to someone else, so it may not hold what nobody can see or what
 * changes how the rest reads.
 *
 * - Control characters (U+0000–U+001F, U+007F–U+009F): PostgreSQL cannot store U+0000 at all,
 *   and the others are invisible. A field that takes lines keeps `\n`, `\r\n` and tab.
 * - Unpaired surrogates (half of a character whose other half was lost): no UTF-8 text can hold
 *   one, and PostgreSQL's JSON refuses it.
 * - The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): one of them in
 *   a gift message or a complaint makes what follows read backwards on the back office's pages
 *   and the packing slip. Every text here is read by someone other than its writer, so they are
 *   refused everywhere. The marks U+200E and U+200F stay, and so do the joiners U+200C and
 *   U+200D, which Tamil and Devanagari need.
 *
 * The rule walks the text's code units rather than using a regular expression: telling a lone
 * surrogate needs a look behind, which older phones' browsers cannot parse. No zod here: the
 * browser's pages that need only the rule load none (decision 0008); text.ts builds the zod field.
 */

export interface TextRuleOptions {
  /** Whether the field holds lines (a message, a description): then `\n`, `\r\n` and tab are kept. */
  lines?: boolean;
}

export type ForbiddenKind = 'control' | 'direction' | 'broken';

export interface ForbiddenCharacter {
  /** Where it is, in UTF-16 code units. */
  index: number;
  /** Its code unit (for a broken character, the lone surrogate). */
  codeUnit: number;
  kind: ForbiddenKind;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
const isDirectionControl = (unit: number) =>
  (unit >= 0x202a && unit <= 0x202e) || (unit >= 0x2066 && unit <= 0x2069);

/** The first character the text may not hold, or undefined when it may be kept as it is. */
export function findForbiddenCharacter(
  text: string,
  options: TextRuleOptions = {},
): ForbiddenCharacter | undefined {
  const lines = options.lines === true;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x20) {
      if (lines && (unit === 0x0a || unit === 0x09)) continue;
      if (lines && unit === 0x0d && text.charCodeAt(index + 1) === 0x0a) {
        index += 1;
        continue;
      }
      return { index, codeUnit: unit, kind: 'control' };
    }
    if (unit < 0x7f) continue;
    if (unit <= 0x9f) return { index, codeUnit: unit, kind: 'control' };
    if (isDirectionControl(unit)) return { index, codeUnit: unit, kind: 'direction' };
    if (isHighSurrogate(unit)) {
      if (isLowSurrogate(text.charCodeAt(index + 1))) {
        index += 1;
        continue;
      }
      return { index, codeUnit: unit, kind: 'broken' };
    }
    if (isLowSurrogate(unit)) return { index, codeUnit: unit, kind: 'broken' };
  }
  return undefined;
}

/** Whether the text may be kept as it is. */
export function isPlainText(text: string, options: TextRuleOptions = {}): boolean {
  return findForbiddenCharacter(text, options) === undefined;
}

/** The refusal, naming the field as the form names it ('Description', 'Your name'). */
export function plainTextMessage(field: string): string {
  return `${field} contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`;
}

/**
 * The same rule for a text the server reads outside a contract (a CSV cell, a file's name):
 * the refusal's sentence, or undefined when the text may be kept.
 */
export function plainTextProblem(
  field: string,
  text: string,
  options: TextRuleOptions = {},
): string | undefined {
  return isPlainText(text, options) ? undefined : plainTextMessage(field);
}

/**
 * For text the shop kept before the rule (a gift message on an old order): the direction
 * controls and other invisible controls taken out, so it is drawn as written. Lone surrogates
 * cannot have been stored.
 */
export function withoutForbiddenCharacters(text: string, options: TextRuleOptions = {}): string {
  let kept = '';
  let rest = text;
  for (
    let found = findForbiddenCharacter(rest, options);
    found;
    found = findForbiddenCharacter(rest, options)
  ) {
    kept += rest.slice(0, found.index);
    rest = rest.slice(found.index + 1);
  }
  return kept + rest;
}
