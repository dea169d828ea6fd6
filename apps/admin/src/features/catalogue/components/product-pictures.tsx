import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURES_PER_PRODUCT,
  type PictureChangeBody,
  type ProductPicture,
  type ProductPicturesAnswer,
} from '@shop/shared/product-pictures';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { changePictures, picturesQuery, removePicture, uploadPictures } from '../api/picture-calls.ts';

/** What the browser offers to pick; the server tells pictures by their bytes all the same. */
const ACCEPTED = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/gif': ['.gif'] };

function refusalOf(rejections: readonly FileRejection[]): string | undefined {
  const [first] = rejections;
  if (!first) return undefined;
  const code = first.errors[0]?.code;
  if (code === 'file-too-large') return PICTURE_MESSAGES.tooLarge;
  if (code === 'too-many-files') return PICTURE_MESSAGES.tooMany;
  return PICTURE_MESSAGES.notPicture(first.file.name);
}

/** The change as the server will make it, shown at once so a choice or a move never flickers back. */
function changedAnswer(answer: ProductPicturesAnswer, body: PictureChangeBody): ProductPicturesAnswer {
  const byId = new Map(answer.pictures.map((picture) => [picture.id, picture]));
  const ordered = body.order ? body.order.flatMap((id) => byId.get(id) ?? []) : answer.pictures;
  return {
    ...answer,
    pictures: ordered.map((picture) => ({
      ...picture,
      ...(body.cardPicture === undefined ? {} : { isCard: picture.id === body.cardPicture }),
      ...(body.engravingTemplate === undefined
        ? {}
        : { isEngravingTemplate: picture.id === body.engravingTemplate }),
    })),
  };
}

interface PictureChange {
  body: PictureChangeBody;
  said: string;
  focus?: string | undefined;
  /** The pictures as they were, drawn again if the change is refused. */
  before: ProductPicturesAnswer | undefined;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Drop pictures here, or choose them with the button: both send them at once. */
function PictureDropZone({
  room,
  busy,
  onFiles,
  onRefused,
}: {
  room: number;
  busy: boolean;
  onFiles: (files: File[]) => void;
  onRefused: (message: string) => void;
}) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPTED,
    maxSize: PICTURE_MAX_BYTES,
    maxFiles: room,
    multiple: true,
    disabled: busy || room === 0,
    // The button below opens the file chooser: a second keyboard stop on the zone is not needed.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      const refusal = refusalOf(rejections);
      if (refusal) onRefused(refusal);
      else if (accepted.length > 0) onFiles(accepted);
    },
  });
  return (
    <div
      {...getRootProps({
        className: `flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${
          isDragActive ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white'
        }`,
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Pictures to add' })} />
      <ImagePlus aria-hidden className="size-8 text-stone-500" />
      <p id={hintId} className="text-sm text-stone-700">
        {room === 0
          ? PICTURE_MESSAGES.tooMany
          : `Drag pictures here, or choose them. JPEG, PNG or GIF, up to ${PICTURE_MAX_BYTES / 1024 / 1024} MB each; room for ${plural(room, 'more picture', 'more pictures')}.`}
      </p>
      <button
        type="button"
        className={PRIMARY_BUTTON}
        onClick={open}
        disabled={busy || room === 0}
        aria-describedby={hintId}
      >
        {busy ? 'Uploading…' : 'Choose pictures'}
      </button>
    </div>
  );
}

function PictureCard({
  picture,
  position,
  total,
  groupName,
  busy,
  onMove,
  onChoose,
  onRemove,
  registerButton,
}: {
  picture: ProductPicture;
  position: number;
  total: number;
  groupName: string;
  busy: boolean;
  onMove: (offset: -1 | 1) => void;
  onChoose: (change: PictureChangeBody) => void;
  onRemove: () => void;
  registerButton: (key: string, button: HTMLButtonElement | null) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const label = `Picture ${position} of ${total}`;
  const which = <span className="sr-only"> (picture {position})</span>;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:flex-row">
      <img
        src={picture.url.replace(/-\d+\.webp$/, '-320.webp')}
        srcSet={picture.srcSet || undefined}
        sizes="160px"
        width={160}
        height={160}
        alt={label}
        className="size-40 shrink-0 self-center rounded-lg bg-stone-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="font-medium">{label}</p>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${groupName}-card`}
              checked={picture.isCard}
              disabled={busy}
              onChange={() => onChoose({ cardPicture: picture.id })}
              className="size-4 accent-brand-700"
            />
            <span>Card picture{which}</span>
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${groupName}-template`}
              checked={picture.isEngravingTemplate}
              disabled={busy}
              onChange={() => onChoose({ engravingTemplate: picture.id })}
              className="size-4 accent-brand-700"
            />
            <span>Engraving template{which}</span>
          </label>
        </div>
        {confirming ? (
          <div role="alertdialog" aria-label={`Remove picture ${position}`} className="space-y-2">
            <p className="text-sm">Remove picture {position}? The shop stops showing it at once.</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={PRIMARY_BUTTON}
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  onRemove();
                }}
              >
                Remove picture
              </button>
              <button type="button" className={QUIET_BUTTON} onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              ref={(button) => registerButton(`${picture.id}:-1`, button)}
              className={QUIET_BUTTON}
              disabled={busy || position === 1}
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden className="size-4" />
              Move earlier{which}
            </button>
            <button
              type="button"
              ref={(button) => registerButton(`${picture.id}:1`, button)}
              className={QUIET_BUTTON}
              disabled={busy || position === total}
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden className="size-4" />
              Move later{which}
            </button>
            <button
              type="button"
              className={QUIET_BUTTON}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="size-4" />
              Remove{which}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * A piece's pictures: add several by dropping or choosing them, put them in order with the
 * buttons (the keyboard reaches every one), remove one after a confirmation, and choose the
 * picture listings' cards show and the plain piece the engraving preview writes on.
 */
export function ProductPictures({ productId }: { productId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(picturesQuery(productId));
  const groupName = useId();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [news, setNews] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** The button to focus once a move has been drawn, so the keyboard stays on the picture. */
  const focusNext = useRef<string | undefined>(undefined);

  const settle = (answer: ProductPicturesAnswer, said: string) => {
    queryClient.setQueryData(picturesQuery(productId).queryKey, answer);
    setRefusal(undefined);
    setNews(said);
  };
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadPictures(productId, files),
    onSuccess: (answer, files) => settle(answer, `${plural(files.length, 'picture', 'pictures')} added.`),
    onError: (error) => setRefusal(error.message),
  });
  const sendChange = useMutation({
    mutationFn: ({ body }: PictureChange) => changePictures(productId, body),
    onSuccess: (answer, { said, focus }) => {
      focusNext.current = focus;
      settle(answer, said);
    },
    onError: (error, { before }) => {
      if (before) queryClient.setQueryData(picturesQuery(productId).queryKey, before);
      setRefusal(error.message);
    },
  });
  // The change is drawn as soon as the click or key press is handled (the query's next
  // notification), so a chosen radio button never shows its old state while the request is
  // under way.
  const change = {
    isPending: sendChange.isPending,
    mutate: (request: Omit<PictureChange, 'before'>) => {
      const { queryKey } = picturesQuery(productId);
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, changedAnswer(before, request.body));
      sendChange.mutate({ ...request, before });
    },
  };
  const remove = useMutation({
    mutationFn: (pictureId: string) => removePicture(productId, pictureId),
    onSuccess: (answer) => settle(answer, 'Picture removed.'),
    onError: (error) => setRefusal(error.message),
  });

  const busy = upload.isPending || change.isPending || remove.isPending;
  useEffect(() => {
    const key = focusNext.current;
    if (key === undefined || busy) return;
    focusNext.current = undefined;
    const [pictureId] = key.split(':');
    const wanted = buttons.current.get(key);
    // At either end the button just pressed is disabled: the other one takes the focus.
    const fallback = [...buttons.current.entries()].find(
      ([key, button]) => key.startsWith(`${pictureId}:`) && !button.disabled,
    )?.[1];
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [busy, query.data]);

  if (query.isPending) return <p role="status">Loading the pictures…</p>;
  if (query.isError) return <Alert message={query.error.message} />;

  const { pictures } = query.data;
  const ids = pictures.map((picture) => picture.id);
  const move = (index: number, offset: -1 | 1) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + offset, 0, moved);
    change.mutate({
      body: { order },
      said: `Picture moved to position ${index + offset + 1} of ${order.length}.`,
      focus: `${moved}:${offset}`,
    });
  };

  return (
    <section aria-labelledby={`${groupName}-heading`} className="space-y-4">
      <h2 id={`${groupName}-heading`} className="text-lg font-semibold">
        Pictures
      </h2>
      <PictureDropZone
        room={Math.max(0, PICTURES_PER_PRODUCT - pictures.length)}
        busy={upload.isPending}
        onFiles={(files) => {
          setRefusal(undefined);
          upload.mutate(files);
        }}
        onRefused={setRefusal}
      />
      <Alert message={refusal} />
      <p role="status" className="sr-only">
        {news}
      </p>
      {pictures.length === 0 ? (
        <p className="text-stone-600">This piece has no pictures yet.</p>
      ) : (
        <>
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${groupName}-template`}
              checked={!pictures.some((picture) => picture.isEngravingTemplate)}
              disabled={busy}
              onChange={() =>
                change.mutate({ body: { engravingTemplate: null }, said: 'No engraving template.' })
              }
              className="size-4 accent-brand-700"
            />
            No engraving template: the engraving preview is shown apart from the pictures
          </label>
          <ol className="space-y-3" aria-label="Pictures, in the order the shop shows them">
            {pictures.map((picture, index) => (
              <PictureCard
                key={picture.id}
                picture={picture}
                position={index + 1}
                total={pictures.length}
                groupName={groupName}
                busy={busy}
                onMove={(offset) => move(index, offset)}
                onChoose={(body) =>
                  change.mutate({
                    body,
                    said:
                      body.cardPicture === undefined
                        ? `Picture ${index + 1} is the engraving template.`
                        : `Picture ${index + 1} is the card picture.`,
                  })
                }
                onRemove={() => remove.mutate(picture.id)}
                registerButton={(key, button) => {
                  if (button) buttons.current.set(key, button);
                  else buttons.current.delete(key);
                }}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
