import { queryOptions } from '@tanstack/react-query';
import { ApiError, CONNECTION_FAILED, queryString } from '@shop/shared/api-client';
import type {
  AdminProductAnswer,
  AdminProductListAnswer,
  AdminProductListQuery,
  CsvImportAnswer,
  CsvImportRefusal,
  LowStockAnswer,
  ProductInput,
} from '@shop/shared/catalogue-admin';
import type { MetalRatesAnswer } from '@shop/shared/pricing-admin';
import type { DesignVariantsAnswer, DesignVariantsInput } from '@shop/shared/variants-admin';
import { adminFetch } from '../../../lib/admin-fetch.ts';
import { readStaffToken } from '../../../lib/staff-token.ts';

export function productListQuery(query: Partial<AdminProductListQuery>) {
  return queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) =>
      adminFetch<AdminProductListAnswer>(
        `/api/admin/products${queryString({
          q: query.q,
          peopleCategory: query.peopleCategory,
          category: query.category,
          productType: query.productType,
          stock: query.stock,
          customization: query.customization,
          archived: query.archived,
          page: query.page,
          limit: query.limit,
        })}`,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: ['products', 'one', id],
    queryFn: ({ signal }) =>
      adminFetch<AdminProductAnswer>(`/api/admin/products/${encodeURIComponent(id)}`, { signal }),
  });
}

export function lowStockQuery() {
  return queryOptions({
    queryKey: ['products', 'low-stock'],
    queryFn: ({ signal }) => adminFetch<LowStockAnswer>('/api/admin/products/low-stock', { signal }),
    refetchInterval: 60_000,
  });
}

export function saveProduct(id: string | undefined, body: ProductInput): Promise<AdminProductAnswer> {
  return adminFetch(
    id === undefined ? '/api/admin/products' : `/api/admin/products/${encodeURIComponent(id)}`,
    {
      method: id === undefined ? 'POST' : 'PUT',
      body: JSON.stringify(body),
    },
  );
}

export function setArchived(id: string, archived: boolean): Promise<AdminProductAnswer> {
  return adminFetch(`/api/admin/products/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`, {
    method: 'POST',
  });
}

function authorization(): Record<string, string> {
  const token = readStaffToken();
  return token === null ? {} : { authorization: `Bearer ${token}` };
}

/** The catalogue as a CSV file, saved by the browser under the name the shop gives it. */
export async function downloadCatalogueCsv(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/admin/products/export.csv', { headers: authorization() });
  } catch {
    throw new ApiError(CONNECTION_FAILED, 0);
  }
  if (!response.ok) throw new ApiError(`The shop answered ${response.status}`, response.status);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'catalogue.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** The answer of an import, or its refusal with every problem by row and column. */
export async function importCatalogueCsv(file: File): Promise<CsvImportAnswer | CsvImportRefusal> {
  let response: Response;
  try {
    response = await fetch('/api/admin/products/import', {
      method: 'POST',
      headers: { ...authorization(), 'content-type': 'text/csv', accept: 'application/json' },
      body: await file.text(),
    });
  } catch {
    throw new ApiError(CONNECTION_FAILED, 0);
  }
  const body = (await response.json().catch(() => undefined)) as
    CsvImportAnswer | CsvImportRefusal | { success: false; message: string } | undefined;
  if (!body) throw new ApiError(`The shop answered ${response.status}`, response.status);
  if (body.success) return body;
  return { success: false, message: body.message, problems: 'problems' in body ? body.problems : [] };
}

/** The current metal rates, from which the form shows a rate-priced piece's price as it is typed. */
export function metalRatesQuery() {
  return queryOptions({
    queryKey: ['metal-rates'],
    queryFn: ({ signal }) => adminFetch<MetalRatesAnswer>('/api/admin/metal-rates', { signal }),
  });
}

/** A design's options and the grid of its variants. */
export function variantsQuery(productId: string) {
  return queryOptions({
    queryKey: ['products', 'variants', productId],
    queryFn: ({ signal }) =>
      adminFetch<DesignVariantsAnswer>(`/api/admin/products/${encodeURIComponent(productId)}/variants`, {
        signal,
      }),
  });
}

/** Saves a design's options and every variant at once; the server prices rate-priced ones. */
export function saveVariants(productId: string, body: DesignVariantsInput): Promise<DesignVariantsAnswer> {
  return adminFetch(`/api/admin/products/${encodeURIComponent(productId)}/variants`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}
