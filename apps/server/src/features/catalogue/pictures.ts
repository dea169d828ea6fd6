/**
 * A piece's pictures in the back office. The piece's `images` (the product JSON's URLs, in
 * the order the gallery shows them) stay the one list of its pictures, demo drawings and
 * uploaded pictures alike; `card_image` and `engraving_template_image` are the owner's two
 * choices among them. An uploaded picture's files (every width, as WebP) are kept in the
 * storage module under `product-pictures/<id>-<width>.webp` and served at
 * `/images/products/<id>-<width>.webp`. A width added to PRODUCT_IMAGE_WIDTHS after a picture
 * was uploaded is made from its largest file when first asked for. Every change is one transaction with its audit entry.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_PRODUCT_IMAGE_WIDTH, imageSrcSet, PRODUCT_IMAGE_WIDTHS } from '@shop/shared/catalogue';
import {
  cardImageOf,
  engravingTemplateOf,
  PICTURE_MESSAGES,
  pictureIdOf,
  PICTURES_PER_PRODUCT,
  uploadedPictureUrl,
  type PictureChangeBody,
  type ProductPicturesAnswer,
} from '@shop/shared/product-pictures';
import { changedFields, recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { FileStorage, StoredObject } from '../../storage/file-storage.ts';
import { variantFromLargest, type PictureVariant, type PictureWidth } from './picture-variants.ts';
import { HttpError } from '../../plugins/http-error.ts';

const WEBP = 'image/webp';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SERVED_FILE = new RegExp(`^(${UUID})-(\\d+)\\.webp$`);
const UPLOADED_URL = new RegExp(`^/images/products/(${UUID})-\\d+\\.webp$`);

function storageKey(pictureId: string, width: number): string {
  return `product-pictures/${pictureId}-${width}.webp`;
}

const LARGEST = Math.max(...PRODUCT_IMAGE_WIDTHS) as PictureWidth;

function isPictureWidth(width: number): width is PictureWidth {
  return (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width);
}

function storageKeys(pictureId: string): string[] {
  return PRODUCT_IMAGE_WIDTHS.map((width) => storageKey(pictureId, width));
}

/** The uploaded picture a URL names, or undefined for a demo drawing. */
function uploadedPictureOf(url: string): string | undefined {
  return UPLOADED_URL.exec(url)?.[1];
}

interface PictureRow {
  name: string;
  images: string[];
  cardImage: string | null;
  engravingTemplateImage: string | null;
}

type ChoiceFields = Pick<PictureRow, 'images' | 'cardImage' | 'engravingTemplateImage'>;

function answerOf(row: PictureRow): ProductPicturesAnswer {
  const card = cardImageOf(row);
  const template = engravingTemplateOf(row);
  return {
    success: true,
    productName: row.name,
    pictures: row.images.map((url) => ({
      id: pictureIdOf(url),
      url,
      srcSet: imageSrcSet(url) ?? '',
      isCard: url === card,
      isEngravingTemplate: url === template,
    })),
  };
}

function choiceFields(row: ChoiceFields): ChoiceFields {
  return { images: row.images, cardImage: row.cardImage, engravingTemplateImage: row.engravingTemplateImage };
}

const PICTURE_COLUMNS = {
  name: products.name,
  images: products.images,
  cardImage: products.cardImage,
  engravingTemplateImage: products.engravingTemplateImage,
};

export interface PicturesServiceOptions {
  storage: FileStorage;
}

export function createPicturesService(db: Database, { storage }: PicturesServiceOptions) {
  /** Widths being made for a first request, so that requests at once share one. */
  const making = new Map<string, Promise<StoredObject | undefined>>();

  /**
   * A width a picture uploaded before it existed lacks: made from its largest file at the
   * first request and stored, so each is made once and every later request reads it.
   */
  async function makeMissingWidth(pictureId: string, width: PictureWidth): Promise<StoredObject | undefined> {
    const largest = await storage.get(storageKey(pictureId, LARGEST));
    if (!largest) return undefined;
    const made = { contentType: WEBP, bytes: await variantFromLargest(largest.bytes, width) };
    await storage.put(storageKey(pictureId, width), made);
    return made;
  }

  async function readRow(tx: Database, productId: number, lock: boolean): Promise<PictureRow> {
    const query = tx.select(PICTURE_COLUMNS).from(products).where(eq(products.id, productId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new HttpError(404, PICTURE_MESSAGES.productNotFound);
    return row;
  }

  /** Changes one piece's pictures in a transaction that holds its row, with the audit entry. */
  async function changeRow(
    productId: number,
    staffId: string,
    action: `${string}.${string}`,
    change: (row: PictureRow) => ChoiceFields,
  ): Promise<{ before: PictureRow; after: PictureRow }> {
    return db.transaction(async (tx) => {
      const before = await readRow(tx, productId, true);
      const after = { ...before, ...change(before) };
      await tx
        .update(products)
        .set({
          images: after.images,
          cardImage: after.cardImage,
          engravingTemplateImage: after.engravingTemplateImage,
        })
        .where(eq(products.id, productId));
      await recordChange(tx, {
        staffId,
        action,
        subject: { type: 'product', id: String(productId) },
        ...changedFields(choiceFields(before), choiceFields(after)),
      });
      return { before, after };
    });
  }

  function urlOf(row: PictureRow, pictureId: string): string {
    const url = row.images.find((image) => pictureIdOf(image) === pictureId);
    if (url === undefined) throw new HttpError(404, PICTURE_MESSAGES.pictureNotFound);
    return url;
  }

  return {
    async list(productId: number): Promise<ProductPicturesAnswer> {
      return answerOf(await readRow(db, productId, false));
    },

    /** Refuses at once a form for a piece that is unknown or already has every picture it may. */
    async roomFor(productId: number): Promise<number> {
      const row = await readRow(db, productId, false);
      const room = PICTURES_PER_PRODUCT - row.images.length;
      if (room <= 0) throw new HttpError(400, PICTURE_MESSAGES.tooMany);
      return room;
    },

    /**
     * Stores the checked pictures' files, then adds them after the piece's others. Files
     * of a change that does not commit are removed again: nothing of it remains.
     */
    async add(productId: number, staffId: string, pictures: readonly PictureVariant[][]) {
      if (pictures.length === 0) throw new HttpError(400, PICTURE_MESSAGES.missing);
      const ids = pictures.map(() => randomUUID());
      const keys = ids.flatMap(storageKeys);
      try {
        for (const [index, variants] of pictures.entries()) {
          const id = ids[index] ?? '';
          for (const variant of variants) {
            await storage.put(storageKey(id, variant.width), { contentType: WEBP, bytes: variant.webp });
          }
        }
        const { after } = await changeRow(productId, staffId, 'product.add_pictures', (row) => {
          if (row.images.length + ids.length > PICTURES_PER_PRODUCT) {
            throw new HttpError(400, PICTURE_MESSAGES.tooMany);
          }
          const added = ids.map((id) => uploadedPictureUrl(id, DEFAULT_PRODUCT_IMAGE_WIDTH));
          return { ...row, images: [...row.images, ...added] };
        });
        return answerOf(after);
      } catch (error) {
        await storage.remove(keys);
        throw error;
      }
    },

    /** A new order, card picture or engraving template; every id must be one of the piece's. */
    async change(productId: number, staffId: string, body: PictureChangeBody) {
      if (
        body.order === undefined &&
        body.cardPicture === undefined &&
        body.engravingTemplate === undefined
      ) {
        throw new HttpError(400, PICTURE_MESSAGES.nothingToChange);
      }
      const { after } = await changeRow(productId, staffId, 'product.change_pictures', (row) => {
        const byId = new Map(row.images.map((url) => [pictureIdOf(url), url]));
        const chosen = (pictureId: string) => {
          const url = byId.get(pictureId);
          if (url === undefined) throw new HttpError(400, PICTURE_MESSAGES.unknownChoice);
          return url;
        };
        let images = row.images;
        if (body.order !== undefined) {
          const order = body.order;
          const isPermutation =
            order.length === row.images.length &&
            new Set(order).size === order.length &&
            order.every((pictureId) => byId.has(pictureId));
          if (!isPermutation) throw new HttpError(400, PICTURE_MESSAGES.orderMismatch);
          images = order.map(chosen);
        }
        return {
          images,
          cardImage: body.cardPicture === undefined ? row.cardImage : chosen(body.cardPicture),
          engravingTemplateImage:
            body.engravingTemplate === undefined
              ? row.engravingTemplateImage
              : body.engravingTemplate === null
                ? null
                : chosen(body.engravingTemplate),
        };
      });
      return answerOf(after);
    },

    /** Takes the picture off the piece; an uploaded picture's files go once that has committed. */
    async remove(productId: number, staffId: string, pictureId: string) {
      let removed = '';
      const { after } = await changeRow(productId, staffId, 'product.remove_picture', (row) => {
        removed = urlOf(row, pictureId);
        return {
          images: row.images.filter((url) => url !== removed),
          cardImage: row.cardImage === removed ? null : row.cardImage,
          engravingTemplateImage: row.engravingTemplateImage === removed ? null : row.engravingTemplateImage,
        };
      });
      const uploaded = uploadedPictureOf(removed);
      if (uploaded !== undefined) await storage.remove(storageKeys(uploaded));
      return answerOf(after);
    },

    /** One width of an uploaded picture, by its file name (`<id>-640.webp`); a missing width is made. */
    async file(fileName: string): Promise<StoredObject | undefined> {
      const match = SERVED_FILE.exec(fileName);
      if (!match) return undefined;
      const pictureId = match[1] ?? '';
      const width = Number(match[2]);
      const key = storageKey(pictureId, width);
      const stored = await storage.get(key);
      if (stored || !isPictureWidth(width) || width === LARGEST) return stored;
      let made = making.get(key);
      if (!made) {
        made = makeMissingWidth(pictureId, width).finally(() => making.delete(key));
        making.set(key, made);
      }
      return made;
    },
  };
}

export type PicturesService = ReturnType<typeof createPicturesService>;
