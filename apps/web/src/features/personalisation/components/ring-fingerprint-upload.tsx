import { Trans, useLingui } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import type { Material } from '@shop/shared/catalogue';
import { fileUrl } from '@shop/shared/files';
import { PERSONALISATION_MESSAGES } from '../personalisation-words.ts';
import type { useUpload } from '../hooks/use-upload.ts';
import { RingEngravingPreview } from './ring-engraving-preview.tsx';
import { UploadField } from './upload-field.tsx';

/**
 * The ring page's fingerprint: a JPEG, PNG or GIF picture, sent to the server as soon as it
 * is chosen, its preview on the band, and the artisans' note.
 */
export function RingFingerprintUpload({
  upload,
  metal,
}: {
  upload: ReturnType<typeof useUpload>;
  metal: Material;
}) {
  const { i18n } = useLingui();
  const uploaded = upload.state.status === 'uploaded' ? upload.state.file : undefined;
  return (
    <div className="space-y-4">
      <UploadField
        type="fingerprint"
        state={upload.state}
        onChoose={(file) => void upload.choose(file)}
        onRemove={upload.remove}
      />
      {uploaded && (
        <figure className="overflow-hidden rounded-2xl bg-brand-100 p-3 sm:p-6">
          <RingEngravingPreview
            engraving={{
              kind: 'picture',
              src: uploaded.thumbnail ?? fileUrl(uploaded.fileId),
              name: uploaded.name,
            }}
            metal={metal}
          />
          <figcaption className="mt-1 text-center text-sm text-stone-700">
            <Trans>Preview</Trans>
          </figcaption>
        </figure>
      )}
      <p className="flex items-start gap-2 rounded-lg bg-white px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-100">
        <Fingerprint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {i18n._(PERSONALISATION_MESSAGES.fingerprintNote)}
      </p>
    </div>
  );
}
