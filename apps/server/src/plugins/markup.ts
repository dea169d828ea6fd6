/**
 * Escaping for what the server writes into HTML and XML itself. Product names and
 * descriptions are written by people, and without PUBLIC_URL the origin comes from the
 * request's Host header, so no value reaches a page unescaped.
 */

const MARKUP_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe as element text and as a quoted attribute value, in HTML and in XML alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => MARKUP_ESCAPES[character] ?? character);
}

/**
 * JSON for a `<script>` data block. `<` is written as `\u003c`, so no string in the data can
 * close the script element (`</script>`) or open a comment; `>` and `&` go the same way for
 * good measure, and the two line separators that older parsers take for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
