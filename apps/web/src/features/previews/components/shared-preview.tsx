import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileText, PenLine } from 'lucide-react';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { productPath } from '@shop/shared/page-paths';
import type { SharedPreview } from '@shop/shared/previews-api';
import { PREVIEW_MESSAGES } from '../preview-words.ts';

const HIDDEN_UPLOAD: Readonly<Record<'fingerprint' | 'picture' | 'pdf', MessageDescriptor>> = {
  fingerprint: PREVIEW_MESSAGES.pictureAdded,
  picture: PREVIEW_MESSAGES.pictureAdded,
  pdf: PREVIEW_MESSAGES.pdfAdded,
};

/**
 * A shared preview as anyone with its link sees it: the piece drawn with its personalisation
 * (`drawing`, the product page's own preview), its name and price, the pictures the shopper
 * chose to show (or a word that one was added), and 'Personalise your own'.
 */
export function SharedPreviewView({ preview, drawing }: { preview: SharedPreview; drawing: ReactNode }) {
  const { i18n } = useLingui();
  const { product, personalisation } = preview;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-700">
        {i18n._(PREVIEW_MESSAGES.pageHeading)}
      </p>
      <div className="mt-3 grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="min-w-0">{drawing}</div>
        <div className="min-w-0 space-y-4">
          <h1 className="text-2xl font-semibold text-stone-900 sm:text-3xl">{product.name}</h1>
          <p className="text-2xl font-semibold text-brand-900">{formatPaise(rupeesToPaise(product.price))}</p>
          {personalisation.uploads.map((upload, index) =>
            upload.pictureUrl ? (
              <figure key={index} className="w-fit">
                <img
                  src={upload.pictureUrl}
                  alt={
                    upload.kind === 'fingerprint'
                      ? i18n._(PREVIEW_MESSAGES.fingerprintShown)
                      : i18n._(PREVIEW_MESSAGES.pictureShown)
                  }
                  width={160}
                  height={160}
                  className="size-40 rounded-xl bg-white object-cover ring-1 ring-stone-200"
                />
              </figure>
            ) : (
              <p
                key={index}
                className="flex items-start gap-2 rounded-lg bg-stone-100 p-3 text-sm text-stone-700"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0" />
                {i18n._(HIDDEN_UPLOAD[upload.kind])}
              </p>
            ),
          )}
          <Link
            to={productPath(product._id)}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
          >
            <PenLine aria-hidden="true" className="size-5" /> {i18n._(PREVIEW_MESSAGES.personaliseOwn)}
          </Link>
        </div>
      </div>
    </div>
  );
}
