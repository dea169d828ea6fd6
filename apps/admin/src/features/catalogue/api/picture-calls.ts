import { queryOptions } from '@tanstack/react-query';
import {
  PICTURE_FIELD,
  type PictureChangeBody,
  type ProductPicturesAnswer,
} from '@shop/shared/product-pictures';
import { adminFetch } from '../../../lib/admin-fetch.ts';

const picturesPath = (productId: number) => `/api/admin/products/${productId}/pictures`;

/** Several large pictures on a slow connection take longer than a form's usual wait. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function picturesQuery(productId: number) {
  return queryOptions({
    queryKey: ['products', productId, 'pictures'],
    queryFn: ({ signal }) => adminFetch<ProductPicturesAnswer>(picturesPath(productId), { signal }),
  });
}

export function uploadPictures(productId: number, files: readonly File[]): Promise<ProductPicturesAnswer> {
  const form = new FormData();
  for (const file of files) form.append(PICTURE_FIELD, file, file.name);
  return adminFetch(picturesPath(productId), { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function changePictures(productId: number, change: PictureChangeBody): Promise<ProductPicturesAnswer> {
  return adminFetch(picturesPath(productId), { method: 'PATCH', body: JSON.stringify(change) });
}

export function removePicture(productId: number, pictureId: string): Promise<ProductPicturesAnswer> {
  return adminFetch(`${picturesPath(productId)}/${encodeURIComponent(pictureId)}`, { method: 'DELETE' });
}
