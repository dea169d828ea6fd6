/**
 * A shared preview of a personalisation: the shopper makes a link to a piece as they have
 * personalised it, and anyone with the link sees it, without an account. The calls, their
 * answers and every sentence the two apps and the server say about it.
 */
import { z } from 'zod';
import { ITEM_TYPES, MATERIALS } from './catalogue.ts';
import { ENGRAVING_FONTS, FONT_SIZE, type EngravingFont } from './personalisation.ts';
import { CustomizationSchema } from './personalisation-schema.ts';

/** Random bytes of a preview's token: 144 bits, 24 characters of base64url. */
export const PREVIEW_TOKEN_BYTES = 18;
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** A preview nobody opened for this many days is deleted. */
export const PREVIEW_UNOPENED_DAYS = 90;

/** Where a preview is drawn as: the product page's picture, or the ring page's drawn band. */
export const PREVIEW_LOOKS = ['piece', 'ring'] as const;
export type PreviewLook = (typeof PREVIEW_LOOKS)[number];

export const PREVIEW_TEXTS = {
  shareButton: 'Share preview',
  making: 'Making a link…',
  showPicture: 'Show my picture in the shared preview',
  showPictureHint: 'Unticked, the preview only says that a picture was added.',
  linkLabel: 'Link to your preview',
  linkReady: 'Anyone with this link can see the piece as you have personalised it, without your name.',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copying did not work here: select the link and copy it yourself.',
  share: 'Share',
  shareTitle: 'My personalised piece',
  pageHeading: 'A personalised piece to show you',
  personaliseOwn: 'Personalise your own',
  pictureAdded: 'A picture was added to this piece. It is not shown in shared previews.',
  pdfAdded: 'A PDF was added to this piece. It is not shown in shared previews.',
  pictureShown: 'The picture added to this piece',
  fingerprintShown: 'The fingerprint added to this piece',
  engravedWith: 'Engraved with',
  loading: 'Loading the preview…',
  notFound: 'This preview does not exist. The link may be mistyped, or nobody opened it for 90 days.',
  pieceGone: 'The piece of this preview has left the collection.',
  unknownProduct: 'We could not find this piece: it may have left the collection.',
  notPersonalisable: 'This piece is not personalised, so it has no preview to share.',
  notOffered: 'This piece is not personalised that way.',
  ringOnly: 'Only a ring can be personalised on the ring page.',
  wrongFont: 'This font is not offered for this piece.',
  tooLong: (max: number) => `The engraving is too long for this piece: at most ${max} characters.`,
  uploadGone:
    'The uploaded file is no longer on our server. Please upload it again and make a new preview.',
  tooMany: 'You have made many previews in the last hour. Please try again in a while.',
  failed: 'The link could not be made. Please try again.',
  description: (name: string) => `See the ${name} as it has been personalised, and personalise your own.`,
  title: (name: string) => `A personalised ${name}`,
  imageAlt: (name: string) => `The personalised ${name}`,
} as const;

export const PreviewTokenParamsSchema = z.strictObject({
  token: z.string().regex(PREVIEW_TOKEN, PREVIEW_TEXTS.notFound),
});

export function isPreviewToken(value: string): boolean {
  return PREVIEW_TOKEN.test(value);
}

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
export type SharedEngraving = { text: string; font: EngravingFont; fontSize: number };

export const SHARED_UPLOAD_KINDS = ['fingerprint', 'picture', 'pdf'] as const;
export type SharedUploadKind = (typeof SHARED_UPLOAD_KINDS)[number];

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

export function previewPagePath(token: string): string {
  return `/previews/${token}`;
}

export function previewApiPath(token: string): string {
  return `/api/previews/${token}`;
}

export function previewImagePath(token: string): string {
  return `/api/previews/${token}/image.png`;
}

export function previewPicturePath(token: string, index: number): string {
  return `/api/previews/${token}/pictures/${index}`;
}

/** A preview's personalisation as the shop keeps it: the uploads by id, which no answer carries. */
export interface StoredPreviewPersonalisation {
  type: SharedPersonalisation['type'];
  look: PreviewLook;
  engraving: SharedEngraving | null;
  uploads: { kind: SharedUploadKind; fileId: string }[];
}
