/**
 * What shoppers ask a shop for, in a mix: the storefront's pages (home, category, type,
 * search and product pages, rendered on the server) and the catalogue's calls the browser
 * makes on them (listings, search, suggestions, a product). Asked one after another, as a
 * browser with compression would, so the figures do not depend on how fast the machine is.
 */
import { CategoryListingAnswerSchema } from '@shop/shared/catalogue-api';
import { PEOPLE_CATEGORIES, TYPE_LISTINGS } from '@shop/shared/catalogue';
import { productPath, TYPE_PAGE_GROUPS, TYPE_PAGE_KINDS, typePagePath } from '@shop/shared/page-paths';
import { CATEGORY_PAGES } from '@shop/shared/pages';
import { SEARCH_TERMS } from '../catalogue/scenarios.ts';

const REQUEST_TIMEOUT_MS = 30_000;
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

export interface RequestFigures {
  requests: number;
  /** How many answers had each status. */
  statuses: Record<string, number>;
  /** The first few requests that did not answer 200. */
  failures: string[];
}

type Kind = (n: number, productIds: readonly string[]) => { path: string; page: boolean };

const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const search = (n: number) => encodeURIComponent(at(SEARCH_TERMS, n));
const categoryPages = Object.keys(CATEGORY_PAGES).map((slug) => `/category/${slug}`);
const typePages = TYPE_PAGE_GROUPS.flatMap((group) =>
  TYPE_PAGE_KINDS.map((kind) => typePagePath(group, kind)),
);

/** One of each in turn; product pages and product calls go through many pieces, one after another. */
const KINDS: readonly Kind[] = [
  () => ({ path: '/', page: true }),
  (n) => ({ path: at(categoryPages, n), page: true }),
  (n, ids) => ({ path: productPath(at(ids, n)), page: true }),
  (n) => ({ path: `/api/products/search?q=${search(n)}&page=1&limit=12`, page: false }),
  (n) => ({ path: at(typePages, n), page: true }),
  (n) => ({ path: `/api/products/category/${at(PEOPLE_CATEGORIES, n)}`, page: false }),
  (n, ids) => ({ path: `/api/products/${at(ids, n + 500)}`, page: false }),
  (n) => ({ path: `/search?q=${search(n + 7)}`, page: true }),
  (n) => ({ path: `/api/${at(TYPE_LISTINGS, n).path}`, page: false }),
  (n) => ({ path: `/api/products/suggestions?q=${search(n + 3)}`, page: false }),
  (n, ids) => ({ path: productPath(at(ids, n + 1000)), page: true }),
];

async function ask(baseUrl: string, path: string, page: boolean): Promise<{ status: number; body: string }> {
  const answer = await fetch(`${baseUrl}${path}`, {
    headers: page ? PAGE_HEADERS : API_HEADERS,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: answer.status, body: await answer.text() };
}

/**
 * `count` requests: first the four category listings, whose pieces the product pages are
 * taken from, then the mix above in turn.
 */
export async function askTheMix(baseUrl: string, count: number): Promise<RequestFigures> {
  const figures: RequestFigures = { requests: 0, statuses: {}, failures: [] };
  const note = (path: string, status: number) => {
    figures.requests += 1;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (status !== 200 && figures.failures.length < 10) figures.failures.push(`${status} ${path}`);
  };

  const productIds: string[] = [];
  for (const category of PEOPLE_CATEGORIES.slice(0, count)) {
    const path = `/api/products/category/${category}`;
    const answer = await ask(baseUrl, path, false);
    note(path, answer.status);
    if (answer.status === 200) {
      productIds.push(
        ...CategoryListingAnswerSchema.parse(JSON.parse(answer.body)).map((product) => product._id),
      );
    }
  }
  if (productIds.length === 0) throw new Error('the category listings named no piece to open');

  for (let n = 0; figures.requests < count; n += 1) {
    const { path, page } = at(KINDS, n)(Math.floor(n / KINDS.length), productIds);
    note(path, (await ask(baseUrl, path, page)).status);
  }
  return figures;
}
