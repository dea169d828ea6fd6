import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import {
  viewPersonalisation,
  type EngravingFont,
  type PersonalisationView,
} from '@shop/shared/personalisation';
import { ENGRAVING_FONT_FACES } from '../engraving-fonts.ts';
import { FONT_MESSAGES, PERSONALISATION_MESSAGES } from '../personalisation-words.ts';

/** `viewPersonalisation`'s picture labels. */
const PICTURE_LABELS = { Fingerprint: msg`Fingerprint`, Image: msg`Image` } as const;

/**
 * How a piece is personalised, for the cart and the order views: an engraving in its own
 * font, a fingerprint or picture as a small image, a PDF as a link, words with their format,
 * or words beside a file.
 */
export function PersonalisationSummary({ customization }: { customization: unknown }) {
  const { i18n } = useLingui();
  const view = viewPersonalisation(customization);
  if (view.kind === 'none') return null;
  return (
    <div className="mt-2 rounded-lg bg-brand-50 p-2 text-sm ring-1 ring-brand-100">
      {describe(i18n, view)}
    </div>
  );
}

function EngravedText({ text, font }: { text: string; font: EngravingFont }) {
  const face = ENGRAVING_FONT_FACES[font];
  return (
    <span className="text-xl text-stone-900" style={{ fontFamily: face.family, fontWeight: face.weight }}>
      {text}
    </span>
  );
}

function Picture({ src, label, name }: { src: string; label: string; name?: string | undefined }) {
  return (
    <span className="flex items-center gap-2">
      <img
        src={src}
        alt={`${label}${name ? `: ${name}` : ''}`}
        width={48}
        height={48}
        loading="lazy"
        className="size-12 rounded object-cover ring-1 ring-stone-200"
      />
      {name && <span className="text-stone-700">{name}</span>}
    </span>
  );
}

function PdfLink({ href, name }: { href: string; name?: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium text-brand-900 underline"
    >
      <FileText aria-hidden="true" className="size-4" />
      {i18n._(PERSONALISATION_MESSAGES.viewPdf)}
      {name && <span className="sr-only"> ({name})</span>}
    </a>
  );
}

function describe(i18n: I18n, view: Exclude<PersonalisationView, { kind: 'none' }>) {
  const fontName = (font: EngravingFont) => i18n._(FONT_MESSAGES[font]);
  const image = i18n._(PICTURE_LABELS.Image);
  switch (view.kind) {
    case 'engraving':
      return (
        <p>
          <span className="text-stone-600">
            <Trans>Engraving ({fontName(view.font)}):</Trans>{' '}
          </span>
          <EngravedText text={view.text} font={view.font} />
        </p>
      );
    case 'picture': {
      const label = i18n._(PICTURE_LABELS[view.label]);
      return (
        <div>
          <p className="mb-1 text-stone-600">{label}</p>
          <Picture src={view.src} label={label} name={view.name} />
        </div>
      );
    }
    case 'pdf':
      return <PdfLink href={view.href} name={view.name} />;
    case 'text':
      return (
        <p>
          <span className="text-stone-600">
            {view.format || view.style ? (
              <Trans>Text ({[view.format, view.style].filter(Boolean).join(', ')}):</Trans>
            ) : (
              <Trans>Text:</Trans>
            )}{' '}
          </span>
          <span>{view.text}</span>
        </p>
      );
    case 'combined':
      return (
        <div className="space-y-1">
          {view.text && (
            <p>
              <span className="text-stone-600">
                <Trans>Text ({fontName(view.font)}):</Trans>{' '}
              </span>
              <EngravedText text={view.text} font={view.font} />
            </p>
          )}
          {view.file?.kind === 'picture' && (
            <Picture src={view.file.src} label={image} name={view.file.name} />
          )}
          {view.file?.kind === 'pdf' && <PdfLink href={view.file.href} name={view.file.name} />}
          {view.picture && <Picture src={view.picture.src} label={image} name={view.picture.name} />}
        </div>
      );
  }
}
