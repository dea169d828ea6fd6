import { useEffect, useId, useState } from 'react';
import { Camera } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/**
 * The profile picture, with a photo the shopper picks shown in its place. The photo stays in
 * this browser: it is only previewed, never uploaded.
 */
export function AvatarPicker({ name, picture }: { name: string; picture: string | null }) {
  const [preview, setPreview] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  // Each preview holds the picked file in memory until its address is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const shown = preview ?? picture;
  return (
    <div className="flex flex-col items-center gap-2">
      {shown ? (
        <img
          src={shown}
          alt="Your profile picture"
          className="size-24 rounded-full object-cover ring-2 ring-brand-100"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 items-center justify-center rounded-full bg-brand-100 font-display text-4xl font-semibold text-brand-900"
        >
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file?.type.startsWith('image/')) setPreview(URL.createObjectURL(file));
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-brand-100 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
      >
        <Camera aria-hidden="true" className="size-4" />
        <Trans>Change photo</Trans>
      </label>
      <p id={hintId} className="text-xs text-stone-600">
        <Trans>A preview on this device only</Trans>
      </p>
    </div>
  );
}
