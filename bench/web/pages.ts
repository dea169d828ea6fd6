/** The pages a shopper lands on most: the home page, a listing and a product. */
import { httpGet } from '../shared/http.ts';

export interface AuditedPage {
  name: string;
  path: string;
}

function firstProductId(body: Buffer): string | undefined {
  const answer: unknown = JSON.parse(body.toString('utf8'));
  if (typeof answer !== 'object' || answer === null || !('products' in answer)) return undefined;
  const products: unknown = answer.products;
  if (!Array.isArray(products)) return undefined;
  const first: unknown = products[0];
  if (typeof first !== 'object' || first === null || !('_id' in first)) return undefined;
  return typeof first._id === 'string' ? first._id : undefined;
}

/** A real product of the running shop, so the product page shows a product and not "not found". */
async function someProductPath(baseUrl: string): Promise<string> {
  const answer = await httpGet(`${baseUrl}/api/products/search?limit=1`);
  const id = answer.status === 200 ? firstProductId(answer.body) : undefined;
  if (id === undefined) {
    throw new Error(
      `GET /api/products/search?limit=1 gave no product (status ${answer.status}): ` +
        answer.body.toString('utf8').slice(0, 300),
    );
  }
  return `/product/${encodeURIComponent(id)}`;
}

export async function pagesToAudit(baseUrl: string): Promise<AuditedPage[]> {
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/category/women' },
    { name: 'product', path: await someProductPath(baseUrl) },
  ];
}
