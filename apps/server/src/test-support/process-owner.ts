import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { SendRequest } from './checkout.ts';

const run = promisify(execFile);

/**
 * The owner, made on the command line beside the running shop as the README says, signed in.
 * `command` is how node runs the shop's command: the built one, or its source through tsx.
 */
export async function ownerMadeOnTheCommandLine(
  send: SendRequest,
  environment: Record<string, string>,
  command: readonly string[],
): Promise<{ authorization: string }> {
  const { stdout } = await run(
    process.execPath,
    [...command, 'create-owner', '--email', 'lakshmi@velli.example', '--name', 'Lakshmi Rao'],
    { env: { ...process.env, DATABASE_URL: '', ...environment, PUBLIC_URL: 'http://shop.test' } },
  );
  const token = /\/admin\/welcome#([\w-]{43})/.exec(stdout)?.[1];
  const answer = await send({
    method: 'POST',
    url: '/api/admin/password',
    payload: { token, password: 'four silver rings' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { authorization: `Bearer ${(answer.body as { token: string }).token}` };
}
