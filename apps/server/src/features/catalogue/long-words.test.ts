/**
 * A word longer than any real word, in a description or a name, once crashed the real server:
 * filing it for typo correction grew with the cube of its length, and the index is read at
 * every start, so the first misspelt search after each restart ran the process out of memory.
 * This starts the server as a process, on a catalogue holding such words, with a heap ceiling
 * of a small machine's (the default ceiling only made the same crash take longer).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH } from '@shop/shared/catalogue';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { lettersOf } from '../../test-support/letters.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../test-support/server-process.ts';

// A description may be 2,000 characters: one word of 1,990 letters fits in it.
const LONG_DESCRIPTION_WORD = lettersOf(1990, 11);
const LONG_NAME_WORD = lettersOf(45, 23);
const ring = FIXTURE_PRODUCTS[0];
if (!ring) throw new Error('the fixture catalogue is empty');
const CATALOGUE = [
  ...FIXTURE_PRODUCTS,
  { ...ring, id: 901, name: 'Key-mash Silver Ring', description: `Silver ring ${LONG_DESCRIPTION_WORD}.` },
  { ...ring, id: 902, name: `Silver ${LONG_NAME_WORD} Ring`, description: 'A silver ring.' },
];

let prepared: ServerDatabase | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await killServerProcess(server);
  await prepared?.remove();
});

async function getJson(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  if (!server) throw new Error('the server has not started');
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const foundIds = (body: Record<string, unknown>) =>
  (body.products as { _id: string }[]).map((product) => Number(product._id));

// The index and its memory are the process's, whatever database holds the catalogue: run once,
// on the embedded database, and not again in CI's pass on the PostgreSQL server.
const onTheEmbeddedDatabase = describe.skipIf(process.env.TEST_DATABASE_URL !== undefined);

onTheEmbeddedDatabase('the shop server process, with words longer than any real word', () => {
  it(
    'answers a misspelt search, finds each long word by its beginning and turns down a search too long once written out',
    { timeout: 300_000 },
    async () => {
      prepared = await prepareServerDatabase(CATALOGUE);
      server = await startServerProcess({
        ...prepared.environment,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=384`.trim(),
      });

      const misspelt = await getJson('/api/products/search?q=rnig');
      expect(misspelt.status, server.output()).toBe(200);
      expect(foundIds(misspelt.body)).toEqual(expect.arrayContaining([1, 901, 902]));

      const byBeginning = await getJson(
        `/api/products/search?q=${LONG_DESCRIPTION_WORD.slice(0, MAX_SEARCH_TERM_LENGTH)}`,
      );
      expect(foundIds(byBeginning.body)).toEqual([901]);
      expect(foundIds((await getJson(`/api/products/search?q=${LONG_NAME_WORD}`)).body)).toEqual([902]);
      const suggested = await getJson(`/api/products/suggestions?q=silver%20${LONG_NAME_WORD.slice(0, 20)}`);
      expect(suggested.body.suggestions).toEqual([
        { kind: 'piece', label: `Silver ${LONG_NAME_WORD} Ring`, path: '/product/902' },
      ]);

      // Each ㎉ is read as "kcal": 100 characters typed, 397 searched for.
      const kcal = encodeURIComponent(`${'\u3389'.repeat(99)}a`);
      for (const call of ['search', 'suggestions']) {
        const refused = await getJson(`/api/products/${call}?q=${kcal}`);
        expect(refused).toEqual({
          status: 400,
          body: {
            success: false,
            message:
              'q must be at most 100 characters once each symbol is written out in letters (㎉ is "kcal")',
          },
        });
      }
      const longestTyped = await getJson(`/api/products/search?q=${lettersOf(MAX_SEARCH_TERM_LENGTH, 5)}`);
      expect(longestTyped).toMatchObject({ status: 200, body: { total: 0 } });

      expect((await getJson('/api/health')).status).toBe(200);
    },
  );
});
