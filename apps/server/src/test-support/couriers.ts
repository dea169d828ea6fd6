/** The test courier's webhook key, made from the same secret the shop under test checks it with. */
import { readOrCreateSessionSecret } from '../features/accounts/session-tokens.ts';
import { testCourierToken } from '../features/couriers/provider.ts';
import type { TestApp } from './test-app.ts';

export async function testCourierKey(shop: TestApp): Promise<string> {
  return testCourierToken(await readOrCreateSessionSecret(undefined, shop.dataDir));
}
