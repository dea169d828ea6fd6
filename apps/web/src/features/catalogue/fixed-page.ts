import { pageMeta, type PageMeta } from '@shop/shared/pages';

/**
 * The title and description of a page at a fixed address. They live in the shared page list,
 * which the server also reads for the HTML it sends, so the page's heading and the browser
 * tab never disagree.
 */
export function fixedPageMeta(path: string): PageMeta {
  const meta = pageMeta(path);
  if (!meta) throw new Error(`${path} is not in the shop's page list`);
  return meta;
}
