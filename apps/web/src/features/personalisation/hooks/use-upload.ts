import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FILE_MESSAGES,
  PDF_MIME_TYPE,
  UPLOAD_MAX_BYTES,
  acceptedMimeTypes,
  type FilePersonalisationType,
  type UploadMimeType,
} from '@shop/shared/files';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { ApiError } from '@shop/shared/api-client';
import { withoutForbiddenCharacters } from '@shop/shared/text-rule';
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
  | { status: 'failed'; message: string }
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
  wrongType: string = PERSONALISATION_TEXTS.wrongFileType,
) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const choose = useCallback(
    async (file: File) => {
      const mimeType = acceptedType(type, file);
      if (!mimeType) {
        window.alert(wrongType);
        return;
      }
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      if (file.size > UPLOAD_MAX_BYTES)
        return setState({ status: 'failed', message: FILE_MESSAGES.tooLarge });
      if (file.size === 0) return setState({ status: 'failed', message: FILE_MESSAGES.empty });

      setState({ status: 'uploading', name: file.name });
      let thumbnail: string | undefined;
      if (mimeType !== PDF_MIME_TYPE) {
        try {
          thumbnail = await makeThumbnail(file);
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof NotAPictureError) {
            setState({ status: 'idle' });
            window.alert(wrongType);
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
        setState({ status: 'failed', message: readable ? error.message : FILE_MESSAGES.uploadFailed });
      }
    },
    [type, wrongType],
  );

  const remove = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, choose, remove };
}
