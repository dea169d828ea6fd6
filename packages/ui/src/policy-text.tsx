/**
 * A policy's text, on its page in the shop and in the back office's preview alike: HTML the server rendered from the owner's Markdown with raw HTML turned off
 * (apps/server/src/features/policies/markdown.ts), so it holds only Markdown's own elements.
 * Long words (an e-mail address, a GSTIN) wrap on a phone rather than widen the page.
 */
export function PolicyText({ html }: { html: string }) {
  return (
    <div
      className="max-w-3xl space-y-4 leading-relaxed text-stone-800 [overflow-wrap:anywhere] [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:text-brand-900 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_h3]:pt-2 [&_h3]:font-semibold [&_h3]:text-brand-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
      // The server's HTML, not the shopper's: see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
