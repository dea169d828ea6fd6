import { Download } from 'lucide-react';
import type { Customization } from '@shop/shared/personalisation-schema';
import { ENGRAVING_FONT_FACES } from '@shop/shared/engraving-fonts';
import { fileUrl } from '@shop/shared/files';
import { FONT_LABELS, type EngravingFont } from '@shop/shared/personalisation';
import '@shop/shared/engraving-fonts.css';

/** Engraved words as the customer saw them in the preview: their font, at their size. */
function Engraving({ text, font, size }: { text: string; font: EngravingFont; size: number }) {
  const face = ENGRAVING_FONT_FACES[font];
  return (
    <div>
      <p
        className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-stone-900"
        style={{ fontFamily: face.family, fontWeight: face.weight, fontSize: `${size}px`, lineHeight: 1.3 }}
      >
        {text}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {FONT_LABELS[font]} font, size {size}
      </p>
    </div>
  );
}

/** A customer's file at full size, to open and to download for the bench. */
function CustomerFile({ fileId, name, isPdf }: { fileId: string; name: string; isPdf: boolean }) {
  const url = fileUrl(fileId);
  return (
    <div className="space-y-2">
      {!isPdf && (
        <a href={url} target="_blank" rel="noreferrer">
          <img
            src={url}
            alt={`The customer’s file ${name}`}
            className="max-h-80 rounded-lg border border-stone-200 bg-white"
          />
        </a>
      )}
      <a
        href={url}
        download={name}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        <Download aria-hidden className="size-4" />
        Download {name}
      </a>
    </div>
  );
}

/** How the customer personalised a line, as the bench needs it to make the piece. */
export function PersonalisationView({ customization }: { customization: Customization }) {
  switch (customization.type) {
    case 'engraving':
      return (
        <Engraving
          text={customization.customName}
          font={customization.selectedFont}
          size={customization.fontSize}
        />
      );
    case 'fingerprint':
    case 'image':
    case 'pdf':
      return (
        <CustomerFile
          fileId={customization.fileId}
          name={customization.uploadedFile}
          isPdf={customization.type === 'pdf'}
        />
      );
    case 'combined':
      return (
        <div className="space-y-3">
          <Engraving
            text={customization.text.content}
            font={customization.text.font}
            size={customization.text.fontSize}
          />
          <CustomerFile
            fileId={customization.file.fileId}
            name={customization.file.name}
            isPdf={customization.file.type === 'application/pdf'}
          />
          {customization.image && (
            <CustomerFile fileId={customization.image.fileId} name={customization.image.name} isPdf={false} />
          )}
        </div>
      );
    case 'text':
      return (
        <p className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 whitespace-pre-wrap">
          {customization.text}
        </p>
      );
  }
}
