/**
 * Contract of a piece's pictures in the back office, `/api/admin/products/{id}/pictures`:
 * upload several (multipart, each file in the field `pictures`), put them in order, remove
 * one, and choose the picture the cards show and the plain piece the engraving preview
 * writes on. A picture is named by its `id`: the file name of its URL without the width
 * (`3f2c…` for an uploaded one, `ring-gold-1` for a demo drawing).
 */
import { z } from 'zod';
import { plainText } from './text.ts';

/** A camera's JPEG, not a shopper's phone picture: more room than the uploads' 5 MB. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MAX_MEGAPIXELS = 50;
/** A product page's gallery, and a form that cannot fill the server's memory. */
export const PICTURES_PER_PRODUCT = 12;
/** The form field every file of an upload goes in. */
export const PICTURE_FIELD = 'pictures';

/** Where an uploaded picture is served, in one of PRODUCT_IMAGE_WIDTHS, as WebP. */
export function uploadedPictureUrl(pictureId: string, width: number): string {
  return `/images/products/${pictureId}-${width}.webp`;
}

const WIDTH_SUFFIX = /-\d+\.webp$/;

/** The picture's name within its product: its file name without the width and type. */
export function pictureIdOf(url: string): string {
  const fileName = url.slice(url.lastIndexOf('/') + 1);
  return WIDTH_SUFFIX.test(fileName) ? fileName.replace(WIDTH_SUFFIX, '') : fileName;
}

export const PICTURE_MESSAGES = {
  missing: 'No picture was sent. Choose one or more pictures to upload.',
  notAForm: `The pictures could not be read. Send them in a multipart form, in the field named ${PICTURE_FIELD}.`,
  notPicture: (name: string) => `${name} is not a JPEG, PNG or GIF picture. Please choose one of those.`,
  tooLarge: `A picture is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  tooManyPixels: (name: string) =>
    `${name} has more than ${PICTURE_MAX_MEGAPIXELS} megapixels. Please choose a smaller one.`,
  tooMany: `A piece has at most ${PICTURES_PER_PRODUCT} pictures. Remove some before adding more.`,
  productNotFound: 'There is no piece with this number.',
  pictureNotFound: 'This piece has no such picture. Reload the page to see its pictures.',
  orderMismatch: 'Put every picture of the piece in the new order, each once. Reload the page and try again.',
  unknownChoice: 'Choose one of the piece’s own pictures.',
  nothingToChange: 'Say what to change: the order, the card picture or the engraving template.',
} as const;

const PictureIdSchema = plainText('The picture').trim().min(1).max(200);

export const PictureParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, 'A product id is a whole number'),
});
export const OnePictureParamsSchema = PictureParamsSchema.extend({ pictureId: PictureIdSchema });

/** Any of the three: a new order, the card picture, the engraving template (null: none). */
export const PictureChangeBodySchema = z
  .object({
    order: z.array(PictureIdSchema).max(PICTURES_PER_PRODUCT).optional(),
    cardPicture: PictureIdSchema.optional(),
    engravingTemplate: PictureIdSchema.nullable().optional(),
  })
  .strict();
export type PictureChangeBody = z.infer<typeof PictureChangeBodySchema>;

export const ProductPictureSchema = z.strictObject({
  id: z.string(),
  /** The default width's URL, as the product JSON's `images` carry it. */
  url: z.string(),
  /** Every width, for `srcset`. */
  srcSet: z.string(),
  /** The picture listings' cards show. */
  isCard: z.boolean(),
  /** The plain piece the engraving preview writes on. */
  isEngravingTemplate: z.boolean(),
});
export type ProductPicture = z.infer<typeof ProductPictureSchema>;

/** Every call of a piece's pictures answers them all, as they are after it. */
export const ProductPicturesAnswerSchema = z.strictObject({
  success: z.literal(true),
  productName: z.string(),
  pictures: z.array(ProductPictureSchema),
});
export type ProductPicturesAnswer = z.infer<typeof ProductPicturesAnswerSchema>;

export interface PictureChoices {
  images: readonly string[];
  /** The owner's choices, as URLs; a choice that is no longer among `images` counts as none. */
  cardImage: string | null;
  engravingTemplateImage: string | null;
}

/** The engraving template the owner chose, while it is still one of the pictures. */
export function engravingTemplateOf(choices: PictureChoices): string | null {
  const chosen = choices.engravingTemplateImage;
  return chosen !== null && choices.images.includes(chosen) ? chosen : null;
}

/**
 * The picture a listing's card shows: the owner's choice, else the first picture that is not
 * the engraving template. A plain band is what the engraving preview needs, not what sells
 * the piece, so it is shown on a card only when the piece has no other picture.
 */
export function cardImageOf(choices: PictureChoices): string {
  if (choices.cardImage !== null && choices.images.includes(choices.cardImage)) return choices.cardImage;
  const template = engravingTemplateOf(choices);
  return choices.images.find((url) => url !== template) ?? choices.images[0] ?? '';
}
