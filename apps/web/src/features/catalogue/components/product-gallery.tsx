import { useEffect, useRef, useState, type ReactNode } from 'react';
import { imageSrcSet } from '@shop/shared/catalogue';
import { GALLERY_IMAGE_SIZES } from '@shop/shared/picture-sizes';

/**
 * The product's pictures: one large, thumbnails below to switch. `overlay` (the engraving
 * preview) is drawn over the picture `overlayOn` (the piece's engraving template), and only
 * while that picture is the one shown.
 */
export function ProductGallery({
  images,
  name,
  overlay,
  overlayOn,
  onMainPictureDone,
}: {
  images: readonly string[];
  name: string;
  overlay?: ReactNode;
  overlayOn?: string | null;
  /** The large picture has loaded, or failed to. */
  onMainPictureDone?: () => void;
}) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  // On a page from the server the picture may have loaded before the browser adopted it, and
  // then no load event is left to tell.
  const picture = useRef<HTMLImageElement>(null);
  const loadedEarly = useRef(onMainPictureDone);
  useEffect(() => {
    if (picture.current?.complete) loadedEarly.current?.();
  }, []);
  if (!current) return <div className="aspect-square rounded-2xl bg-brand-100" />;
  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-brand-100">
        <img
          ref={picture}
          src={current}
          srcSet={imageSrcSet(current)}
          sizes={GALLERY_IMAGE_SIZES}
          width={640}
          height={640}
          fetchPriority="high"
          onLoad={onMainPictureDone}
          onError={onMainPictureDone}
          alt={`${name}, picture ${index + 1} of ${images.length}`}
          className="h-full w-full object-cover"
        />
        {current === overlayOn && overlay}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2" aria-label="Pictures">
          {images.map((image, imageIndex) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setIndex(imageIndex)}
                aria-label={`Show picture ${imageIndex + 1}`}
                aria-current={imageIndex === index || undefined}
                className={`block size-16 overflow-hidden rounded-lg ring-2 sm:size-20 ${imageIndex === index ? 'ring-brand-700' : 'ring-transparent hover:ring-brand-100'}`}
              >
                <img
                  src={image.replace(/-\d+\.webp$/, '-320.webp')}
                  width={80}
                  height={80}
                  loading="lazy"
                  alt=""
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
