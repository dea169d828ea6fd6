import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChosenVariant } from '@shop/shared/variants';
import type { NewCartLine } from '@shop/shared/cart';
import type { CustomizationType } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import {
  ENGRAVING_AREAS,
  ENGRAVING_TEXT_COLOURS,
  type EngravingArea,
} from '@shop/shared/engraving-templates';
import { PDF_MIME_TYPE, fileUrl, type FilePersonalisationType } from '@shop/shared/files';
import { DEFAULT_FONT, FONT_SIZE, PRODUCT_FONTS, type Customization } from '@shop/shared/personalisation';
import type { UploadState, UploadedFile } from './hooks/use-upload.ts';

export type ProductFont = (typeof PRODUCT_FONTS)[number];

/** 'none' buys the piece as it is shown. */
export type PersonalisationChoice = CustomizationType | 'none';

/** What the shopper has set on the product page. */
export interface PersonalisationValues {
  type: PersonalisationChoice;
  text: string;
  font: ProductFont;
  fontSize: number;
  addSize: boolean;
  size: string;
  quantity: number;
}

export const DEFAULT_VALUES: PersonalisationValues = {
  type: 'none',
  text: '',
  font: PRODUCT_FONTS.find((font) => font === DEFAULT_FONT) ?? PRODUCT_FONTS[0],
  fontSize: FONT_SIZE.default,
  addSize: false,
  size: '',
  quantity: 1,
};

/** What each choice puts on the piece, under its name in the selector. */
export const CHOICE_DESCRIPTIONS: Readonly<Record<PersonalisationChoice, MessageDescriptor>> = {
  none: msg`The piece as shown`,
  engraving: msg`Your words, engraved`,
  fingerprint: msg`A fingerprint, engraved`,
  image: msg`Your picture, engraved`,
  combined: msg`Engraved words with a picture or a PDF`,
};

export function takesText(choice: PersonalisationChoice): boolean {
  return choice === 'engraving' || choice === 'combined';
}

export function fileTypeOf(choice: PersonalisationChoice): FilePersonalisationType | undefined {
  return choice === 'fingerprint' || choice === 'image' || choice === 'combined' ? choice : undefined;
}

/** The words to draw on the preview, or undefined while there are none. */
export function engravingPreview(values: Pick<PersonalisationValues, 'type' | 'text' | 'font' | 'fontSize'>) {
  const text = values.text.trim();
  return takesText(values.type) && text ? { text, font: values.font, fontSize: values.fontSize } : undefined;
}
export type EngravingPreviewText = NonNullable<ReturnType<typeof engravingPreview>>;

export interface EngravingTemplate {
  /** The picture the words are drawn on. */
  image: string;
  piece: 'ring' | 'pendant' | 'bracelet';
  area: EngravingArea;
  colours: { fill: string; shine: string };
}

/**
 * The engraving area of the picture the owner chose as the piece's engraving template (a
 * plain ring, pendant or bracelet face); a piece without one has no place where words would
 * truthfully sit, so its preview is shown apart from the pictures.
 */
export function engravingTemplate(
  product: Pick<Product, 'engravingTemplate' | 'category' | 'productType'>,
): EngravingTemplate | undefined {
  const image = product.engravingTemplate;
  if (!image) return undefined;
  const piece = product.category;
  if (piece !== 'ring' && piece !== 'pendant' && piece !== 'bracelet') return undefined;
  return { image, piece, area: ENGRAVING_AREAS[piece], colours: ENGRAVING_TEXT_COLOURS[product.productType] };
}

export type Readiness =
  { ready: true; customization: Customization | undefined } | { ready: false; reason: MessageDescriptor };

const UPLOAD_ASKS: Readonly<Record<FilePersonalisationType, MessageDescriptor>> = {
  fingerprint: msg`Upload the fingerprint to add this piece to the cart.`,
  image: msg`Upload your picture to add this piece to the cart.`,
  combined: msg`Upload a picture or a PDF to add this piece to the cart.`,
};
const OUT_OF_STOCK = msg`This piece is out of stock, so it cannot be added to the cart.`;
const TEXT_MISSING = msg`Type the words to engrave to add this piece to the cart.`;
const UPLOADING = msg`Wait for the upload to finish.`;

function storedData(file: UploadedFile): string {
  // A PDF has no thumbnail, and a picture the browser could not draw is shown from the server.
  return file.mimeType === PDF_MIME_TYPE ? fileUrl(file.fileId) : (file.thumbnail ?? fileUrl(file.fileId));
}

/**
 * Whether the piece can go into the cart as the shopper has set it, and the personalisation it
 * carries; otherwise the one thing still missing, in words the shopper can act on. The cart
 * checks the line against its own schema when it is added (features/cart/cart-store.ts).
 */
export function personalisationReadiness(
  product: Pick<Product, 'inStock'>,
  values: PersonalisationValues,
  upload: UploadState,
  /** The combined choice's optional second picture. */
  secondPicture: UploadState = { status: 'idle' },
): Readiness {
  if (!product.inStock) return { ready: false, reason: OUT_OF_STOCK };
  const text = values.text.trim();
  if (takesText(values.type) && !text) {
    return { ready: false, reason: TEXT_MISSING };
  }
  const fileType = fileTypeOf(values.type);
  if (fileType && upload.status === 'uploading') {
    return { ready: false, reason: UPLOADING };
  }
  if (fileType && upload.status !== 'uploaded') return { ready: false, reason: UPLOAD_ASKS[fileType] };
  const file = upload.status === 'uploaded' ? upload.file : undefined;
  if (values.type === 'combined' && secondPicture.status === 'uploading') {
    return { ready: false, reason: UPLOADING };
  }
  const picture = secondPicture.status === 'uploaded' ? secondPicture.file : undefined;

  switch (values.type) {
    case 'none':
      return { ready: true, customization: undefined };
    case 'engraving':
      return {
        ready: true,
        customization: {
          type: 'engraving',
          customName: text,
          selectedFont: values.font,
          fontSize: values.fontSize,
        },
      };
    case 'fingerprint':
    case 'image':
      return file
        ? {
            ready: true,
            customization: {
              type: values.type,
              fileId: file.fileId,
              uploadedFile: file.name,
              fileData: storedData(file),
            },
          }
        : { ready: false, reason: UPLOAD_ASKS[values.type] };
    case 'combined':
      return file
        ? {
            ready: true,
            customization: {
              type: 'combined',
              text: { content: text, font: values.font, fontSize: values.fontSize },
              file: { name: file.name, type: file.mimeType, fileId: file.fileId, data: storedData(file) },
              // The second area takes pictures only; the check tells the type so.
              ...(picture && picture.mimeType !== PDF_MIME_TYPE
                ? {
                    image: {
                      name: picture.name,
                      type: picture.mimeType,
                      fileId: picture.fileId,
                      data: storedData(picture),
                    },
                  }
                : {}),
            },
          }
        : { ready: false, reason: UPLOAD_ASKS.combined };
  }
}

/** The cart line of the piece as set: its first picture, its metal as the variant, a size if given. */
export function productCartLine(
  product: Pick<Product, '_id' | 'name' | 'price' | 'productType' | 'images' | 'image'> & {
    chosen?: ChosenVariant;
  },
  values: PersonalisationValues,
  customization: Customization | undefined,
): NewCartLine {
  // A design sized by its variants takes no free-text size.
  const size = values.addSize && !product.chosen?.sizeOption ? values.size.trim() : '';
  return {
    id: String(product._id),
    name: product.name,
    price: product.price,
    quantity: values.quantity,
    // A design with options is bought as its chosen variant, named as the shop names it.
    variant: product.chosen?.label ?? product.productType,
    ...(product.chosen ? { sku: product.chosen.sku } : {}),
    ...(size ? { size } : {}),
    image: product.images[0] ?? product.image,
    ...(customization ? { customization } : {}),
  };
}
