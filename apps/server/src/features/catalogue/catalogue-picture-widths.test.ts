import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMissingCatalogueWidths } from './catalogue-picture-widths.ts';

let root: string;
let folder: string;

/** A drawing as a shop that drew its catalogue before 480 and 720 has it. */
async function drawnBefore(design: string): Promise<void> {
  for (const width of [320, 640, 960]) {
    const webp = await sharp({ create: { width, height: width, channels: 3, background: '#f7f3ee' } })
      .webp()
      .toBuffer();
    await writeFile(join(folder, `${design}-${width}.webp`), webp);
  }
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'catalogue-widths-'));
  folder = join(root, 'catalogue', 'v1');
  await mkdir(folder, { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the catalogue’s drawings at start', () => {
  it('gets the widths it lacks, each a square WebP of its width, from the largest file', async () => {
    await drawnBefore('ring-gold-1');
    await drawnBefore('pendant-silver-2');
    await writeFile(join(folder, 'manifest.json'), '{}');

    expect(await addMissingCatalogueWidths(root)).toBe(4);
    for (const design of ['ring-gold-1', 'pendant-silver-2']) {
      for (const width of [480, 720]) {
        const size = await sharp(await readFile(join(folder, `${design}-${width}.webp`))).metadata();
        expect([size.format, size.width, size.height]).toEqual(['webp', width, width]);
      }
    }
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes nothing when every width is there, and leaves the files as they were', async () => {
    await drawnBefore('ring-gold-1');
    await addMissingCatalogueWidths(root);
    const written = (await stat(join(folder, 'ring-gold-1-480.webp'))).mtimeMs;
    expect(await addMissingCatalogueWidths(root)).toBe(0);
    expect((await stat(join(folder, 'ring-gold-1-480.webp'))).mtimeMs).toBe(written);
  });

  it('starts a shop without drawings', async () => {
    await expect(addMissingCatalogueWidths(join(root, 'nothing-here'))).resolves.toBe(0);
  });
});
