import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { imageSrcSet } from '@shop/shared/catalogue';
import type { LuxuryPendant } from '@shop/shared/luxury-pendants';
import { formatPaise } from '@shop/shared/money';
import { luxuryPendantPaise } from '../luxury-pendant-rules.ts';
import { productPath } from '@shop/shared/page-paths';
import { CARD_IMAGE_SIZES } from '@shop/shared/picture-sizes';

/**
 * A sample pendant. It carries none of a catalogue product's other fields, so it opens the
 * product page by id alone, and that page loads the piece the server seeded with that id.
 */
export function LuxuryPendantCard({
  pendant,
  eager,
  first,
}: {
  pendant: LuxuryPendant;
  eager?: boolean;
  first?: boolean;
}) {
  const navigate = useNavigate();
  const nameId = useId();
  const to = productPath(pendant.id);
  const paise = luxuryPendantPaise(pendant);

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <div className="aspect-square bg-brand-100">
        <img
          src={pendant.image}
          srcSet={imageSrcSet(pendant.image)}
          sizes={CARD_IMAGE_SIZES}
          width={640}
          height={640}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          alt=""
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs uppercase tracking-wide text-stone-600">{pendant.category}</p>
        <h2 id={nameId} className="font-semibold leading-snug">
          {/* The link covers the whole card, so a click anywhere on it opens the piece. */}
          <Link to={to} className="after:absolute after:inset-0 hover:text-brand-700 hover:underline">
            {pendant.name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-stone-600">{pendant.description}</p>
        {!pendant.inStock && <p className="text-sm font-medium text-rose-700">Out of Stock</p>}
        <p className="mt-auto pt-2 font-semibold text-brand-700">
          {paise === undefined ? `₹${pendant.price}` : formatPaise(paise)}
        </p>
        <button
          type="button"
          aria-describedby={nameId}
          onClick={() => void navigate(to)}
          className="relative mt-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Add to Cart
        </button>
      </div>
    </article>
  );
}
