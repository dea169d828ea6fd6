/**
 * Shared previews: a link to a piece as a shopper has personalised it, which anyone may
 * open without an account. The preview keeps the piece's id and what the personalisation
 * shows (words, font, size, which uploads there are); never a name, an e-mail, an account
 * or an order, nor the shopper's own file names. An uploaded picture is shown only when
 * the shopper ticked it; its file is read from the uploads at each request, not copied.
 */
import { randomBytes } from 'node:crypto';
import type { ProductDetail } from '@shop/shared/catalogue-api';
import {
  engravingLimit,
  PRODUCT_FONTS,
  RING_PAGE_FONTS,
  RING_PAGE_MAX_LENGTH,
  type Customization,
  type EngravingFont,
} from '@shop/shared/personalisation';
import {
  isPreviewToken,
  PREVIEW_TEXTS,
  PREVIEW_TOKEN_BYTES,
  PREVIEW_UNOPENED_DAYS,
  previewImagePath,
  previewPagePath,
  previewPicturePath,
  type PreviewLook,
  type SharedEngraving,
  type StoredPreviewPersonalisation,
} from '@shop/shared/previews';
import type { NewPreviewAnswer, PreviewAnswer } from '@shop/shared/previews-api';
import type { Database } from '../../db/client.ts';
import type { PreviewRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { drawPreviewImage } from './image.ts';
import { findPreview, insertPreview, openPreview, removePreviewsUnopenedSince } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PreviewsServiceOptions {
  /** The catalogue's piece, or undefined when it has none with this id. */
  findProduct: (id: string) => Promise<ProductDetail | undefined>;
  /** The ids, in lower case, of the uploads among these that still exist (the files feature's). */
  existingUploads: (fileIds: readonly string[]) => Promise<string[]>;
  /** An upload's bytes; refuses an unknown one with a 404 HttpError. */
  readUpload: (fileId: string) => Promise<{ contentType: string; bytes: Buffer }>;
  /** A picture of the shop at its address (`/images/…`), or undefined when there is none. */
  readPicture: (url: string) => Promise<Buffer | undefined>;
  /** Where the made pictures of previews are kept. */
  storage: FileStorage;
  now?: () => Date;
}

export interface PreviewBody {
  productId: string;
  customization: Customization;
  showPicture: boolean;
  look: PreviewLook;
}

/** The preview's picture in the storage module; made again when it is missing. */
function imageKey(token: string): string {
  return `previews/${token}.png`;
}

function checkEngraving(
  text: string,
  font: EngravingFont,
  fontSize: number,
  rule: { fonts: readonly EngravingFont[]; max: number },
): SharedEngraving {
  if (!rule.fonts.includes(font)) throw new HttpError(400, PREVIEW_TEXTS.wrongFont);
  if (text.length > rule.max) throw new HttpError(400, PREVIEW_TEXTS.tooLong(rule.max));
  return { text, font, fontSize };
}

/** What the preview keeps of the personalisation, once it is checked against the piece. */
function frozenPersonalisation(product: ProductDetail, body: PreviewBody): StoredPreviewPersonalisation {
  const { customization, look } = body;
  const offered: readonly string[] =
    look === 'ring' ? ['engraving', 'fingerprint'] : product.customizationTypes.map((choice) => choice.id);
  if (look === 'ring' && product.category !== 'ring') throw new HttpError(400, PREVIEW_TEXTS.ringOnly);
  if (offered.length === 0) throw new HttpError(400, PREVIEW_TEXTS.notPersonalisable);
  if (!offered.includes(customization.type)) throw new HttpError(400, PREVIEW_TEXTS.notOffered);
  const rule =
    look === 'ring'
      ? { fonts: RING_PAGE_FONTS, max: RING_PAGE_MAX_LENGTH }
      : { fonts: PRODUCT_FONTS, max: engravingLimit(product.category).max };

  switch (customization.type) {
    case 'engraving':
      return {
        type: 'engraving',
        look,
        engraving: checkEngraving(
          customization.customName,
          customization.selectedFont,
          customization.fontSize,
          rule,
        ),
        uploads: [],
      };
    case 'fingerprint':
    case 'image':
      return {
        type: customization.type,
        look,
        engraving: null,
        uploads: [
          {
            kind: customization.type === 'fingerprint' ? 'fingerprint' : 'picture',
            fileId: customization.fileId,
          },
        ],
      };
    case 'combined':
      return {
        type: 'combined',
        look,
        engraving: checkEngraving(
          customization.text.content,
          customization.text.font,
          customization.text.fontSize,
          rule,
        ),
        uploads: [
          {
            kind: customization.file.type === 'application/pdf' ? 'pdf' : 'picture',
            fileId: customization.file.fileId,
          },
          ...(customization.image ? [{ kind: 'picture' as const, fileId: customization.image.fileId }] : []),
        ],
      };
    default:
      // A PDF alone or free words: no screen of the shop makes them for a piece.
      throw new HttpError(400, PREVIEW_TEXTS.notOffered);
  }
}

export function createPreviewsService(db: Database, options: PreviewsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const notFound = () => new HttpError(404, PREVIEW_TEXTS.notFound);

  async function pieceOf(row: PreviewRow): Promise<ProductDetail> {
    const product = await options.findProduct(String(row.productId));
    if (!product) throw new HttpError(404, PREVIEW_TEXTS.pieceGone);
    return product;
  }

  /** The preview and its piece; opening it keeps it from the 90-day clean-up. */
  async function opened(token: string): Promise<{ row: PreviewRow; product: ProductDetail }> {
    if (!isPreviewToken(token)) throw notFound();
    const row = await openPreview(db, token, now());
    if (!row) throw notFound();
    return { row, product: await pieceOf(row) };
  }

  /** The upload at `index` of a preview that shows its pictures, when it is a picture. */
  async function shownUpload(row: PreviewRow, index: number) {
    const upload = row.personalisation.uploads[index];
    if (!row.showPicture || !upload || upload.kind === 'pdf') return undefined;
    try {
      return await options.readUpload(upload.fileId);
    } catch {
      // Removed since (its customer erased the account): the preview shows it was added.
      return undefined;
    }
  }

  return {
    async create(body: PreviewBody, origin: string): Promise<NewPreviewAnswer> {
      const product = await options.findProduct(body.productId);
      if (!product) throw new HttpError(404, PREVIEW_TEXTS.unknownProduct);
      const personalisation = frozenPersonalisation(product, body);
      const fileIds = personalisation.uploads.map((upload) => upload.fileId.toLowerCase());
      const existing = new Set(await options.existingUploads(fileIds));
      if (fileIds.some((fileId) => !existing.has(fileId))) throw new HttpError(409, PREVIEW_TEXTS.uploadGone);
      const token = randomBytes(PREVIEW_TOKEN_BYTES).toString('base64url');
      await insertPreview(db, {
        token,
        productId: Number(product._id),
        personalisation: {
          ...personalisation,
          uploads: personalisation.uploads.map((upload) => ({
            ...upload,
            fileId: upload.fileId.toLowerCase(),
          })),
        },
        // A preview without a picture has nothing to show; the flag says what the shopper chose.
        showPicture: body.showPicture && personalisation.uploads.length > 0,
      });
      return { url: `${origin}${previewPagePath(token)}` };
    },

    /** The preview as anyone with the link sees it. */
    async view(token: string): Promise<PreviewAnswer> {
      const { row, product } = await opened(token);
      const shown = await Promise.all(
        row.personalisation.uploads.map(async (upload, index) => ({
          kind: upload.kind,
          pictureUrl: (await shownUpload(row, index)) ? previewPicturePath(token, index) : null,
        })),
      );
      return {
        success: true,
        preview: {
          product: {
            _id: product._id,
            name: product.name,
            image: product.image,
            engravingTemplate: product.engravingTemplate,
            price: product.price,
            category: product.category,
            productType: product.productType,
          },
          personalisation: {
            type: row.personalisation.type,
            look: row.personalisation.look,
            engraving: row.personalisation.engraving,
            uploads: shown,
          },
          imageUrl: previewImagePath(token),
        },
      };
    },

    /** What the page's head says of the preview (link previews), or undefined when there is none. */
    async head(token: string): Promise<{ name: string; image: string } | undefined> {
      try {
        const { product } = await opened(token);
        return { name: product.name, image: previewImagePath(token) };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      }
    },

    /** A picture the preview shows, by its place among the personalisation's uploads. */
    async picture(token: string, index: number) {
      if (!isPreviewToken(token)) throw notFound();
      const row = await findPreview(db, token);
      const upload = row && (await shownUpload(row, index));
      if (!upload) throw notFound();
      return upload;
    },

    /** The preview's picture (PNG): made at its first request, then kept in the storage module. */
    async image(token: string): Promise<Buffer> {
      if (!isPreviewToken(token)) throw notFound();
      const row = await findPreview(db, token);
      if (!row) throw notFound();
      const kept = await options.storage.get(imageKey(token));
      if (kept) return kept.bytes;
      const product = await pieceOf(row);
      const template = product.engravingTemplate;
      const picture = await options.readPicture(template ?? product.image);
      const uploads = await Promise.all(
        row.personalisation.uploads.map(async (upload, index) => ({
          kind: upload.kind,
          picture: (await shownUpload(row, index))?.bytes,
        })),
      );
      const bytes = await drawPreviewImage({
        productName: product.name,
        category: product.category,
        productType: product.productType,
        picture,
        onTemplate: template !== null && picture !== undefined && row.personalisation.look === 'piece',
        engraving: row.personalisation.engraving,
        uploads,
      });
      await options.storage.put(imageKey(token), { contentType: 'image/png', bytes });
      return bytes;
    },

    /** Removes the previews nobody opened for PREVIEW_UNOPENED_DAYS, and their pictures; answers how many. */
    async removeUnopened(): Promise<number> {
      const removed = await removePreviewsUnopenedSince(
        db,
        new Date(now().getTime() - PREVIEW_UNOPENED_DAYS * DAY_MS),
      );
      await options.storage.remove(removed.map(imageKey));
      return removed.length;
    },
  };
}

export type PreviewsService = ReturnType<typeof createPreviewsService>;
