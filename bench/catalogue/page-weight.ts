/**
 * What a phone downloads to show a listing: the HTML of the page as the server renders it, with
 * the data block the browser starts from, compressed as the server sends it to a browser that
 * accepts brotli. A listing page carries the pieces it shows, not its whole category
 * (decision 0031), so its size does not grow with the catalogue.
 */
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { KB } from '../shared/report.ts';

/** The most a listing page's HTML may weigh, brotli-compressed, at the seeded catalogue's size. */
export const PAGE_BROTLI_BUDGET_BYTES = 40 * KB;

/** A people category's listing and a type listing: the two listings that once carried every match. */
export const LISTING_PAGES = [
  { id: 'category', title: 'page /category/women', path: '/category/women' },
  { id: 'type', title: 'page /custom/women/rings', path: '/custom/women/rings' },
] as const;

export interface PageWeight {
  id: string;
  title: string;
  path: string;
  /** As sent to a browser that accepts brotli (`content-encoding: br`). */
  brotliBytes: number;
  /** The same HTML uncompressed. */
  htmlBytes: number;
  /** The data block (`#server-state`) inside it: the answers the render used. */
  dataBlockBytes: number;
  /** Cards of pieces in the HTML: the page shown. */
  pieces: number;
}

const DATA_BLOCK = /<script type="application\/json" id="server-state">(.*?)<\/script>/s;

/** GET of a page as a browser asks for it: HTML, brotli accepted. */
function getPage(url: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { timeout: 30_000, agent: false, headers: { accept: 'text/html', 'accept-encoding': 'br' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers['content-encoding'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 30 s`)));
    request.on('error', reject);
  });
}

/**
 * Each listing page's weight. Fails when a page is not rendered on the server (no web build
 * with its server render beside the server, or a render that left the listing to the
 * browser): an empty page would weigh little and prove nothing.
 */
export async function measurePageWeights(baseUrl: string): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const page of LISTING_PAGES) {
    const answer = await getPage(`${baseUrl}${page.path}`);
    if (answer.status !== 200) throw new Error(`GET ${page.path} answered ${answer.status}`);
    if (answer.encoding !== 'br') {
      throw new Error(`GET ${page.path} was sent ${answer.encoding || 'uncompressed'}, not brotli`);
    }
    const html = brotliDecompressSync(answer.body).toString('utf8');
    const pieces = html.match(/<article\b/g)?.length ?? 0;
    const dataBlock = DATA_BLOCK.exec(html)?.[1];
    if (pieces === 0 || dataBlock === undefined) {
      throw new Error(
        `GET ${page.path} came without its pieces or data block: is the web app built with its server render (npm run build)?`,
      );
    }
    weights.push({
      ...page,
      brotliBytes: answer.body.length,
      htmlBytes: Buffer.byteLength(html),
      dataBlockBytes: Buffer.byteLength(dataBlock),
      pieces,
    });
  }
  return weights;
}
