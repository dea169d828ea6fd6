import type { StaffRole } from '@shop/shared/staff';
import { createStaffService } from '../features/staff/service.ts';
import type { AuthorizationHeader } from './checkout.ts';
import type { TestApp } from './test-app.ts';

/**
 * A staff member of the shop, signed in to the back office as a person would be: made with a
 * set-password link (as `npm run shop -- create-owner` makes the first owner), which they use.
 */
export async function signedInStaff(
  shop: TestApp,
  member: { email: string; name?: string; role?: StaffRole },
): Promise<AuthorizationHeader> {
  const staff = createStaffService(shop.database.db, { isCustomerSession: async () => false });
  const { link } = await staff.addMember(
    { email: member.email, name: member.name ?? 'Meena Iyer', role: member.role ?? 'staff' },
    'http://shop.test',
  );
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    payload: { token: new URL(link).hash.slice(1), password: 'four silver rings' },
  });
  if (answer.statusCode !== 200)
    throw new Error(`POST /api/admin/password answered ${answer.statusCode}: ${answer.body}`);
  return { authorization: `Bearer ${answer.json<{ token: string }>().token}` };
}
