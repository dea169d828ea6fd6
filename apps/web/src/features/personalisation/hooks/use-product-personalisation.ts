import type { ChosenVariant } from '@shop/shared/variants';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Product } from '@shop/shared/catalogue-api';
import { engravingLimit } from '@shop/shared/personalisation';
import { PERSONALISATION_MESSAGES } from '../personalisation-words.ts';
import {
  DEFAULT_VALUES,
  engravingPreview,
  fileTypeOf,
  personalisationReadiness,
  productCartLine,
  type PersonalisationValues,
} from '../product-personalisation.ts';
import { useUpload } from './use-upload.ts';

/**
 * Everything the shopper sets on the product page, shared by the form and by the preview the
 * page draws on the first picture. Whether the piece can go into the cart is worked out from
 * it on every change (product-personalisation.ts), so the button says what is missing.
 */
export function useProductPersonalisation(product: Product & { chosen?: ChosenVariant }) {
  const form = useForm<PersonalisationValues>({ defaultValues: DEFAULT_VALUES });
  const [type, text, font, fontSize, addSize, size, quantity] = useWatch({
    control: form.control,
    name: ['type', 'text', 'font', 'fontSize', 'addSize', 'size', 'quantity'],
  });
  const values: PersonalisationValues = { type, text, font, fontSize, addSize, size, quantity };
  // Each choice has its own upload: a fingerprint is not the picture of an image engraving.
  const upload = useUpload(fileTypeOf(type) ?? 'image');
  // The combined choice's second upload area takes a picture only (the spec's own alert).
  const secondPicture = useUpload('image', PERSONALISATION_MESSAGES.wrongSecondFile);
  const readiness = personalisationReadiness(product, values, upload.state, secondPicture.state);
  // The same preview until the words change: the page redraws the picture's overlay on a new one.
  const preview = useMemo(
    () => engravingPreview({ type, text, font, fontSize }),
    [type, text, font, fontSize],
  );
  return {
    form,
    values,
    upload,
    secondPicture,
    limit: engravingLimit(product.category),
    preview,
    readiness,
    /** The cart line of the piece as set, or undefined while something is missing. */
    cartLine: () => (readiness.ready ? productCartLine(product, values, readiness.customization) : undefined),
  };
}

export type ProductPersonalisation = ReturnType<typeof useProductPersonalisation>;
