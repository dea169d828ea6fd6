import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_TYPES, PRODUCT_IMAGE_WIDTHS, imageSrcSet } from '@shop/shared/catalogue';
import { ENGRAVING_AREAS } from '@shop/shared/engraving-templates';
import { LUXURY_PENDANTS } from '@shop/shared/luxury-pendants';
import {
  CATALOGUE_IMAGE_VERSION,
  catalogueImageUrl,
  designKeys,
  designSvg,
  designsFor,
  renderCatalogueImages,
  templateDesign,
} from './product-images.ts';

const SOME_DESIGNS = ['ring-gold-1', 'pendant-template-silver', 'toe-ring-silver-2'];

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'catalogue-images-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** RGB of one pixel of a design drawn at `size` pixels. */
async function pixels(
  design: string,
  size: number,
): Promise<(x: number, y: number) => [number, number, number]> {
  const { data, info } = await sharp(Buffer.from(designSvg(design)), { density: (72 * size) / 960 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x, y) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
  };
}

describe('catalogue images', () => {
  it('has three drawings of every kind of piece in both metals, and an engraving template of each engravable kind', () => {
    const keys = designKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(ITEM_TYPES.length * 2 * 3 + 6);
    expect(designsFor('toe-ring', 'Silver')).toEqual([
      'toe-ring-silver-1',
      'toe-ring-silver-2',
      'toe-ring-silver-3',
    ]);
    expect(templateDesign('bracelet', 'Gold')).toBe('bracelet-template-gold');
    for (const itemType of ITEM_TYPES) {
      expect(keys).toEqual(
        expect.arrayContaining([...designsFor(itemType, 'Gold'), ...designsFor(itemType, 'Silver')]),
      );
    }
  });

  it('gives versioned URLs whose width the shared srcset understands', () => {
    const url = catalogueImageUrl('ring-gold-1');
    expect(url).toBe(`/images/catalogue/${CATALOGUE_IMAGE_VERSION}/ring-gold-1-640.webp`);
    expect(catalogueImageUrl('ring-gold-1', 320)).toBe(
      `/images/catalogue/${CATALOGUE_IMAGE_VERSION}/ring-gold-1-320.webp`,
    );
    expect(imageSrcSet(url)).toBe(
      PRODUCT_IMAGE_WIDTHS.map(
        (width) => `/images/catalogue/${CATALOGUE_IMAGE_VERSION}/ring-gold-1-${width}.webp ${width}w`,
      ).join(', '),
    );
  });

  it('draws every design as SVG that renders to a picture with something on it', async () => {
    for (const design of designKeys()) {
      const { data, info } = await sharp(Buffer.from(designSvg(design)), { density: 7.2 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.width, design).toBe(96);
      expect(info.height, design).toBe(96);
      const { channels } = await sharp(data, { raw: info }).stats();
      // the empty backdrop alone varies by about 6 levels; a drawn piece adds far more
      expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev)), design).toBeGreaterThan(10);
    }
  });

  it('shows the luxury pendants with pictures that are drawn', () => {
    const known = new Set(designKeys().map((design) => catalogueImageUrl(design)));
    for (const pendant of LUXURY_PENDANTS) expect(known.has(pendant.image), pendant.image).toBe(true);
  });

  it('draws each template so its whole engraving area lies on the metal', async () => {
    const size = 480;
    // Gold is far redder than blue; silver is cool grey while the studio backdrop is warm.
    const onMetal = (tone: string, [r, , b]: [number, number, number]): boolean =>
      tone === 'gold' ? r - b > 40 : b >= r - 2;
    for (const tone of ['gold', 'silver']) {
      const ring = await pixels(`ring-template-${tone}`, size);
      const arc = ENGRAVING_AREAS.ring;
      for (const angle of [arc.startAngle, (arc.startAngle + arc.endAngle) / 2, arc.endAngle]) {
        for (const radius of [arc.radius - arc.bandHeight / 2, arc.radius, arc.radius + arc.bandHeight / 2]) {
          const a = (angle * Math.PI) / 180;
          const x = (arc.centerX + Math.cos(a) * radius) * size;
          const y = (arc.centerY + Math.sin(a) * radius) * size;
          expect(onMetal(tone, ring(x, y)), `ring ${tone} at ${angle}°, r ${radius}`).toBe(true);
        }
      }
      for (const kind of ['pendant', 'bracelet'] as const) {
        const at = await pixels(`${kind}-template-${tone}`, size);
        const box = ENGRAVING_AREAS[kind];
        for (const fx of [0, 0.5, 1]) {
          for (const fy of [0, 0.5, 1]) {
            const point = at((box.x + box.width * fx) * size, (box.y + box.height * fy) * size);
            expect(onMetal(tone, point), `${kind} ${tone} at ${fx}, ${fy}`).toBe(true);
          }
        }
      }
    }
  });

  it('writes each chosen design in every width as a square WebP, then a manifest', async () => {
    const result = await renderCatalogueImages(root, { designs: SOME_DESIGNS });
    expect(result).toEqual({ rendered: SOME_DESIGNS.length * PRODUCT_IMAGE_WIDTHS.length, skipped: false });
    const dir = join(root, 'catalogue', CATALOGUE_IMAGE_VERSION);
    for (const design of SOME_DESIGNS) {
      for (const width of PRODUCT_IMAGE_WIDTHS) {
        const meta = await sharp(join(dir, `${design}-${width}.webp`)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width);
      }
    }
    const files = await readdir(dir);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as {
      version: string;
      files: string[];
    };
    expect(manifest.version).toBe(CATALOGUE_IMAGE_VERSION);
    expect([...manifest.files].sort()).toEqual(files.filter((file) => file.endsWith('.webp')).sort());
  });

  it('skips the drawing when the same designs are already there', async () => {
    await expect(renderCatalogueImages(root, { designs: SOME_DESIGNS })).resolves.toEqual({
      rendered: 0,
      skipped: true,
    });
    await expect(renderCatalogueImages(root, { designs: ['ring-gold-1'] })).resolves.toEqual({
      rendered: 0,
      skipped: true,
    });
  });

  it('draws again when a file the manifest lists has gone missing', async () => {
    await rm(join(root, 'catalogue', CATALOGUE_IMAGE_VERSION, 'ring-gold-1-320.webp'));
    const result = await renderCatalogueImages(root, { designs: SOME_DESIGNS });
    expect(result.skipped).toBe(false);
    const meta = await sharp(
      join(root, 'catalogue', CATALOGUE_IMAGE_VERSION, 'ring-gold-1-320.webp'),
    ).metadata();
    expect(meta.width).toBe(320);
  });

  it('draws again, in every width, drawings made when the shop had fewer widths', async () => {
    const dir = join(root, 'catalogue', CATALOGUE_IMAGE_VERSION);
    const manifestPath = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
      widths: number[];
      files: string[];
    };
    await writeFile(
      manifestPath,
      JSON.stringify({
        ...manifest,
        widths: [320, 640, 960],
        files: manifest.files.filter((file) => !/-(480|720)\.webp$/.test(file)),
      }),
    );
    for (const design of SOME_DESIGNS) {
      for (const width of [480, 720]) await rm(join(dir, `${design}-${width}.webp`));
    }
    const result = await renderCatalogueImages(root, { designs: SOME_DESIGNS });
    expect(result).toEqual({ rendered: SOME_DESIGNS.length * PRODUCT_IMAGE_WIDTHS.length, skipped: false });
    const meta = await sharp(join(dir, 'ring-gold-1-720.webp')).metadata();
    expect([meta.width, meta.height]).toEqual([720, 720]);
  });

  it('refuses a design it does not know', async () => {
    await expect(renderCatalogueImages(root, { designs: ['ring-platinum-1'] })).rejects.toThrow(
      /ring-platinum-1/,
    );
  });
});
