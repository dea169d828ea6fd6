/**
 * The demo catalogue's drawings are files on disk, `<imagesRoot>/catalogue/<version>/<design>-<width>.webp`,
 * and every page's `srcset` names each of PRODUCT_IMAGE_WIDTHS. A shop that drew them before a
 * width was added and no longer seeds the demo (seeding draws every width again) would name
 * files that are not there, so at start each missing width is made from the design's largest
 * file. Once they are there, a start costs a listing of the folder.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_IMAGE_WIDTHS } from '@shop/shared/catalogue';
import { variantFromLargest, type PictureWidth } from './picture-variants.ts';

const LARGEST = Math.max(...PRODUCT_IMAGE_WIDTHS) as PictureWidth;
const LARGEST_FILE = new RegExp(`^(.+)-${LARGEST}\\.webp$`);

async function folders(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => join(root, entry.name));
  } catch {
    return [];
  }
}

/** Makes the widths the catalogue's drawings lack; answers how many files it wrote. */
export async function addMissingCatalogueWidths(imagesRoot: string): Promise<number> {
  let written = 0;
  for (const folder of await folders(join(imagesRoot, 'catalogue'))) {
    const files = new Set(await readdir(folder));
    for (const file of files) {
      const design = LARGEST_FILE.exec(file)?.[1];
      if (design === undefined) continue;
      const missing = PRODUCT_IMAGE_WIDTHS.filter((width) => !files.has(`${design}-${width}.webp`));
      if (missing.length === 0) continue;
      const largest = await readFile(join(folder, file));
      for (const width of missing) {
        const target = join(folder, `${design}-${width}.webp`);
        // Written under another name and renamed, so a start cut short leaves no half file.
        const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
        try {
          await writeFile(temporary, await variantFromLargest(largest, width));
          await rename(temporary, target);
        } finally {
          await rm(temporary, { force: true });
        }
        written += 1;
      }
    }
  }
  return written;
}
