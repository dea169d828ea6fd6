import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Copy, Link2, Share2 } from 'lucide-react';
import { Alert } from '@shop/ui/alert.tsx';
import type { Customization } from '@shop/shared/personalisation';
import type { PreviewLook } from '@shop/shared/previews';
import { createPreview, previewErrorText } from '../api/create-preview.ts';
import { PREVIEW_MESSAGES } from '../preview-words.ts';

/** Whether the personalisation carries a picture the shopper may choose to show. */
function hasPicture(customization: Customization): boolean {
  return (
    customization.type === 'fingerprint' ||
    customization.type === 'image' ||
    (customization.type === 'combined' &&
      (customization.file.type !== 'application/pdf' || customization.image !== undefined))
  );
}

/**
 * 'Share preview': makes a link to the piece as the shopper has personalised it, then shows
 * the link with 'Copy link' and, on a phone that has one, its share sheet. A picture the
 * shopper uploaded is shown to others only when they tick the box.
 */
export function SharePreview({
  productId,
  customization,
  look = 'piece',
}: {
  productId: string;
  customization: Customization;
  look?: PreviewLook;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [made, setMade] = useState<{ url: string; for: string }>();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [showPicture, setShowPicture] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  // A link made for other words would show the wrong preview: a change asks for a new one.
  const madeFor = JSON.stringify({ productId, customization, showPicture, look });
  const url = made?.for === madeFor ? made.url : undefined;
  const picture = hasPicture(customization);

  const make = async () => {
    setCopied(undefined);
    setRefusal(undefined);
    setPending(true);
    try {
      const answer = await createPreview({
        productId,
        customization,
        showPicture: picture && showPicture,
        look,
      });
      setMade({ url: answer.url, for: madeFor });
    } catch (error) {
      setRefusal(previewErrorText(error, i18n._(PREVIEW_MESSAGES.failed)));
    } finally {
      setPending(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const share = () => {
    if (!url) return;
    navigator.share({ title: i18n._(PREVIEW_MESSAGES.shareTitle), url }).catch(() => {
      // The shopper closed the share sheet: nothing to say.
    });
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <section
      aria-label={i18n._(PREVIEW_MESSAGES.shareButton)}
      className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      {picture && (
        <label className="mb-3 flex items-start gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={showPicture}
            onChange={(event) => setShowPicture(event.target.checked)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            {i18n._(PREVIEW_MESSAGES.showPicture)}
            <span id={`${id}-hint`} className="block text-stone-600">
              {i18n._(PREVIEW_MESSAGES.showPictureHint)}
            </span>
          </span>
        </label>
      )}
      <button
        type="button"
        onClick={() => void make()}
        disabled={pending}
        className="inline-flex items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-4 py-2.5 font-semibold text-brand-900 hover:bg-brand-100 disabled:opacity-60"
      >
        <Link2 aria-hidden="true" className="size-5" />
        {pending ? i18n._(PREVIEW_MESSAGES.making) : i18n._(PREVIEW_MESSAGES.shareButton)}
      </button>
      <Alert className="mt-3" message={refusal} />
      {url && (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-link`} className="block text-sm font-medium text-stone-800">
            {i18n._(PREVIEW_MESSAGES.linkLabel)}
          </label>
          <input
            id={`${id}-link`}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
          />
          <p className="text-sm text-stone-600">{i18n._(PREVIEW_MESSAGES.linkReady)}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void copy()}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900"
            >
              <Copy aria-hidden="true" className="size-4" /> {i18n._(PREVIEW_MESSAGES.copyLink)}
            </button>
            {canShare && (
              <button
                type="button"
                onClick={share}
                className="inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100"
              >
                <Share2 aria-hidden="true" className="size-4" /> {i18n._(PREVIEW_MESSAGES.share)}
              </button>
            )}
          </div>
          <p role="status" className="text-sm text-stone-700">
            {copied === 'yes'
              ? i18n._(PREVIEW_MESSAGES.copied)
              : copied === 'failed'
                ? i18n._(PREVIEW_MESSAGES.copyFailed)
                : ''}
          </p>
        </div>
      )}
    </section>
  );
}
