import { queryOptions } from '@tanstack/react-query';
import type {
  CouponAnswer,
  CouponsAnswer,
  CreateCouponBody,
  UpdateCouponBody,
} from '@shop/shared/coupons-api';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function couponsQuery() {
  return queryOptions({
    queryKey: ['coupons'],
    queryFn: ({ signal }) => adminFetch<CouponsAnswer>('/api/admin/coupons', { signal }),
  });
}

export function createCoupon(body: CreateCouponBody): Promise<CouponAnswer> {
  return adminFetch('/api/admin/coupons', { method: 'POST', body: JSON.stringify(body) });
}

export function updateCoupon(couponId: string, body: UpdateCouponBody): Promise<CouponAnswer> {
  return adminFetch(`/api/admin/coupons/${couponId}`, { method: 'PATCH', body: JSON.stringify(body) });
}
