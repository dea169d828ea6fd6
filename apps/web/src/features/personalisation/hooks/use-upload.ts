import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FILE_MESSAGES,
  PDF_MIME_TYPE,
  UPLOAD_MAX_BYTES,
  acceptedMimeTypes,
  type FilePersonalisationType,
  type UploadMimeType,
} from '@shop/shared/files';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ApiError } from '@shop/shared/api-client';
import { withoutForbiddenCharacters } from '@shop/shared/text-rule';
import { PERSONALISATION_MESSAGES } from '../personalisation-words.ts';
import { uploadFile } from '../api/upload-file.ts';
import { NotAPictureError, makeThumbnail } from '../thumbnail.ts';

/** A file the server has kept, with what the page shows of it. */
export interface UploadedFile {
  fileId: string;
  name: string;
  mimeType: UploadMimeType;
  /** A small JPEG data URL; none for a PDF, or when the browser could not draw one. */
  thumbnail?: string | undefined;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string }
  /** `own`: the page's own sentence (`FILE_MESSAGES`), said in the page's language; else the server's. */
  | { status: 'failed'; message: string; own?: boolean }
  | { status: 'uploaded'; file: UploadedFile };

function acceptedType(type: FilePersonalisationType, file: File): UploadMimeType | undefined {
  return acceptedMimeTypes(type).find((mime) => mime === file.type);
}

/**
 * One upload area: checks a chosen file (a wrong type is an alert, `wrongType`), refuses one
 * over 5 MB before sending it, makes the thumbnail, and uploads it at once. Choosing another
 * file, removing it or leaving the page cancels an upload under way.
 */
export function useUpload(
  type: FilePersonalisationType,
  wrongType: MessageDescriptor = PERSONALISATION_MESSAGES.wrongFileType,
) {
  const { i18n } = useLingui();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const choose = useCallback(
    async (file: File) => {
      const mimeType = acceptedType(type, file);
      if (!mimeType) {
        window.alert(i18n._(wrongType));
        return;
      }
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      if (file.size > UPLOAD_MAX_BYTES)
        return setState({ status: 'failed', message: FILE_MESSAGES.tooLarge, own: true });
      if (file.size === 0) return setState({ status: 'failed', message: FILE_MESSAGES.empty, own: true });

      setState({ status: 'uploading', name: file.name });
      let thumbnail: string | undefined;
      if (mimeType !== PDF_MIME_TYPE) {
        try {
          thumbnail = await makeThumbnail(file);
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof NotAPictureError) {
            setState({ status: 'idle' });
            window.alert(i18n._(wrongType));
            return;
          }
          // Without a thumbnail the cart shows the server's copy instead.
          thumbnail = undefined;
        }
      }
      try {
        const answer = await uploadFile(file, type, controller.signal);
        if (controller.signal.aborted) return;
        setState({
          status: 'uploaded',
          // The name goes with the cart line to the staff, so it keeps the shop's text rule.
          file: {
            fileId: answer.fileId,
            name: withoutForbiddenCharacters(file.name) || 'file',
            mimeType,
            thumbnail,
          },
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        const readable = error instanceof ApiError && (error.fromServer || error.status === 0);
        setState(
          readable
            ? { status: 'failed', message: error.message }
            : { status: 'failed', message: FILE_MESSAGES.uploadFailed, own: true },
        );
      }
    },
    [type, wrongType, i18n],
  );

  const remove = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, choose, remove };
}
