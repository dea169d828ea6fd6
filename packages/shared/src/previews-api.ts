/**
 * The calls of shared previews and their answers (zod), for the server; the storefront
 * imports only their types, so no schema reaches its pages.
 */
import { z } from 'zod';
import { ITEM_TYPES, MATERIALS } from './catalogue.ts';
import { ENGRAVING_FONTS, FONT_SIZE } from './personalisation.ts';
import { CustomizationSchema } from './personalisation-schema.ts';
import { PREVIEW_LOOKS, PREVIEW_TEXTS, PREVIEW_TOKEN, SHARED_UPLOAD_KINDS } from './previews.ts';

export const PreviewTokenParamsSchema = z.strictObject({
  token: z.string().regex(PREVIEW_TOKEN, PREVIEW_TEXTS.notFound),
});

/** `POST /api/previews`: the piece and its personalisation, as the cart line carries them. */
export const NewPreviewBodySchema = z.strictObject({
  productId: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'A product id is a whole number, such as 501.'),
  customization: CustomizationSchema,
  /** Whether an uploaded picture is shown to whoever opens the link. */
  showPicture: z.boolean().default(false),
  look: z.enum(PREVIEW_LOOKS).default('piece'),
});
export type NewPreviewBody = z.input<typeof NewPreviewBodySchema>;

export const NewPreviewAnswerSchema = z.strictObject({ url: z.url() });
export type NewPreviewAnswer = z.infer<typeof NewPreviewAnswerSchema>;

const SharedEngravingSchema = z.strictObject({
  text: z.string(),
  font: z.enum(ENGRAVING_FONTS),
  fontSize: z.number().int().min(FONT_SIZE.min).max(FONT_SIZE.max),
});

/** What a preview shows of a personalisation: words and fonts, and a picture only when allowed. */
export const SharedPersonalisationSchema = z.strictObject({
  type: z.enum(['engraving', 'fingerprint', 'image', 'pdf', 'combined', 'text']),
  look: z.enum(PREVIEW_LOOKS),
  engraving: SharedEngravingSchema.nullable(),
  uploads: z.array(
    z.strictObject({
      kind: z.enum(SHARED_UPLOAD_KINDS),
      /** The picture's address when the shopper chose to show it; else null. */
      pictureUrl: z.string().nullable(),
    }),
  ),
});
export type SharedPersonalisation = z.infer<typeof SharedPersonalisationSchema>;

export const PreviewAnswerSchema = z.strictObject({
  success: z.literal(true),
  preview: z.strictObject({
    product: z.strictObject({
      _id: z.string(),
      name: z.string(),
      image: z.string(),
      engravingTemplate: z.string().nullable(),
      /** Rupees, as every catalogue answer gives them. */
      price: z.number(),
      category: z.enum(ITEM_TYPES),
      productType: z.enum(MATERIALS),
    }),
    personalisation: SharedPersonalisationSchema,
    /** The picture of the preview that link previews show. */
    imageUrl: z.string(),
  }),
});
export type PreviewAnswer = z.infer<typeof PreviewAnswerSchema>;
export type SharedPreview = PreviewAnswer['preview'];
