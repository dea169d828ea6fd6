/**
 * The personalisation a cart line (and later an order line) carries, as zod checks it when a
 * line goes into the cart or is read back from the browser's storage.
 */
import { z } from 'zod';
import { IMAGE_MIME_TYPES, PDF_MIME_TYPE } from './files.ts';
import {
  ENGRAVING_FONTS,
  FONT_SIZE,
  LONGEST_ENGRAVING,
  SIZE_MAX_LENGTH,
  THUMBNAIL_MAX_CHARS,
} from './personalisation.ts';
import { plainText } from './text.ts';

const FileDataSchema = plainText('The file’s picture').max(THUMBNAIL_MAX_CHARS);
const FileNameSchema = plainText('The file’s name').trim().min(1).max(255);
const EngravingTextSchema = plainText('Text to engrave').trim().min(1).max(LONGEST_ENGRAVING);
const StyleSchema = plainText('The engraving’s style').max(200);
const FontSizeSchema = z.number().int().min(FONT_SIZE.min).max(FONT_SIZE.max);

export const EngravingCustomizationSchema = z.object({
  type: z.literal('engraving'),
  customName: EngravingTextSchema,
  selectedFont: z.enum(ENGRAVING_FONTS),
  fontSize: FontSizeSchema,
  textOverlayStyle: StyleSchema.optional(),
});

const filePersonalisation = <T extends 'fingerprint' | 'image' | 'pdf'>(type: T) =>
  z.object({
    type: z.literal(type),
    fileId: z.uuid(),
    uploadedFile: FileNameSchema,
    fileData: FileDataSchema,
  });

export const CombinedCustomizationSchema = z.object({
  type: z.literal('combined'),
  text: z.object({
    content: EngravingTextSchema,
    font: z.enum(ENGRAVING_FONTS),
    fontSize: FontSizeSchema,
    style: StyleSchema.optional(),
  }),
  file: z.object({
    name: FileNameSchema,
    type: z.enum([...IMAGE_MIME_TYPES, PDF_MIME_TYPE]),
    fileId: z.uuid(),
    data: FileDataSchema,
  }),
  /** The product page's second upload area: a picture beside the file, never a PDF. */
  image: z
    .object({
      name: FileNameSchema,
      type: z.enum(IMAGE_MIME_TYPES),
      fileId: z.uuid(),
      data: FileDataSchema,
    })
    .optional(),
});

export const TextCustomizationSchema = z.object({
  type: z.literal('text'),
  text: plainText('The text', { lines: true }).trim().min(1).max(500),
  textOptions: z
    .object({ format: plainText('The text’s format').max(50), style: plainText('The text’s style').max(50) })
    .partial()
    .optional(),
});

/** What a cart line (and later an order line) says about how the piece is personalised. */
export const CustomizationSchema = z.discriminatedUnion('type', [
  EngravingCustomizationSchema,
  filePersonalisation('fingerprint'),
  filePersonalisation('image'),
  filePersonalisation('pdf'),
  CombinedCustomizationSchema,
  TextCustomizationSchema,
]);
export type Customization = z.infer<typeof CustomizationSchema>;

/** A size written by the shopper behind 'Add size'. */
export const SizeSchema = plainText('Size').trim().max(SIZE_MAX_LENGTH);
