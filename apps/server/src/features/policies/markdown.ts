/**
 * A policy's Markdown as HTML, rendered on the server so no Markdown code ships to the
 * shopper and the page's text is in the HTML it sends. markdown-it with `html: false`: any
 * HTML the text holds is shown as text, never run, and it refuses `javascript:` links.
 * Tables are off: their column alignment is written as style attributes, which the shop's
 * content security policy refuses.
 */
import MarkdownIt from 'markdown-it';

const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable('table');

export function markdownToHtml(markdown: string): string {
  return renderer.render(markdown);
}
