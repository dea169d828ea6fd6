/**
 * The port of pg_trgm's word_similarity gives PostgreSQL's own figures, to the last bit of
 * the float4, so "featured" order with a search term ties and breaks ties as in SQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '@shop/demo-catalogue/demo-catalogue';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import { wordSimilarity } from './word-similarity.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NAMES = [
  ...demoCatalogue(120).map((row) => row.name),
  'Ruby & Emerald Drop',
  'ring ring ring',
  'X-Men 2 Kada',
  'a',
  '',
];
const QUERIES = ['ring', 'rin', 'silver pendant', 'om', 'r', 'ruby emerald', 'engraved name gold', 'a b c'];

describe('word_similarity', () => {
  it('is PostgreSQL’s for every pair of search words and lower-cased name', async () => {
    const rows = await database.db
      .select({
        words: sql<string>`q.value`,
        name: sql<string>`n.value`,
        similarity: sql<number>`word_similarity(q.value, lower(n.value))`.mapWith(Number),
      })
      .from(
        sql`json_array_elements_text(${JSON.stringify(QUERIES)}::json) AS q,
            json_array_elements_text(${JSON.stringify(NAMES)}::json) AS n`,
      );
    expect(rows).toHaveLength(QUERIES.length * NAMES.length);
    const differing = rows.filter(
      (row) => wordSimilarity(row.words, row.name.toLowerCase()) !== Math.fround(row.similarity),
    );
    expect(differing).toEqual([]);
    // Not all alike: some names match fully, some in part, some not at all.
    expect(new Set(rows.map((row) => row.similarity)).size).toBeGreaterThan(10);
  });
});
