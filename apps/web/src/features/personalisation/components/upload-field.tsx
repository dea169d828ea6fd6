import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { PDF_MIME_TYPE, acceptedMimeTypes, fileUrl, type FilePersonalisationType } from '@shop/shared/files';
import { Spinner } from '@shop/ui/spinner.tsx';
import { PERSONALISATION_MESSAGES, uploadFailureText } from '../personalisation-words.ts';
import type { UploadState } from '../hooks/use-upload.ts';

const LABELS: Readonly<Record<FilePersonalisationType, MessageDescriptor>> = {
  fingerprint: msg`Your fingerprint`,
  image: msg`Your picture`,
  combined: msg`Your picture or PDF`,
};

/**
 * One upload area: a labelled file input (a picture can also be dropped on it), the hint,
 * the upload's progress or the server's message, and the uploaded file with a way to remove it.
 */
export function UploadField({
  type,
  label,
  state,
  onChoose,
  onRemove,
}: {
  type: FilePersonalisationType;
  label?: string;
  state: UploadState;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hint = i18n._(
    type === 'combined' ? PERSONALISATION_MESSAGES.uploadHintWithPdf : PERSONALISATION_MESSAGES.uploadHint,
  );

  const choose = (file: File | undefined) => {
    if (file) onChoose(file);
    // The same file chosen again after a refusal must fire a change again.
    if (input.current) input.current.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label ?? i18n._(LABELS[type])}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`mt-1 rounded-xl border-2 border-dashed p-4 ${dragging ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white'}`}
      >
        <div className="flex flex-wrap items-center gap-3">
          <Upload aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <input
            ref={input}
            id={id}
            type="file"
            accept={acceptedMimeTypes(type).join(',')}
            aria-describedby={`${id}-hint ${id}-status`}
            onChange={(event) => choose(event.target.files?.[0])}
            className="min-w-0 flex-1 text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-900"
          />
        </div>
        <p id={`${id}-hint`} className="mt-2 text-sm text-stone-600">
          {hint}
        </p>
      </div>
      <div id={`${id}-status`} role="status" className="mt-3">
        {state.status === 'uploading' && (
          <p className="flex items-center gap-3 text-sm text-stone-700">
            <Spinner label="" />
            <Trans>Uploading…</Trans> <span className="text-stone-600">{state.name}</span>
          </p>
        )}
        {state.status === 'failed' && (
          <p className="text-sm text-rose-700">{uploadFailureText(i18n, state)}</p>
        )}
        {state.status === 'uploaded' && (
          <div className="flex items-center gap-3 rounded-xl bg-white p-2 ring-1 ring-stone-200">
            {state.file.mimeType === PDF_MIME_TYPE ? (
              <FileText aria-hidden="true" className="size-12 shrink-0 text-rose-700" />
            ) : (
              <img
                src={state.file.thumbnail ?? fileUrl(state.file.fileId)}
                alt={t`Preview of ${state.file.name}`}
                className="size-20 shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
              />
            )}
            <p className="min-w-0 flex-1 text-sm">
              <span className="block font-medium text-stone-900">{state.file.name}</span>
              <span className="text-stone-600">
                <Trans>Uploaded</Trans>
              </span>
            </p>
            <button
              type="button"
              onClick={onRemove}
              className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-brand-900 hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-4" /> <Trans>Remove</Trans>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
