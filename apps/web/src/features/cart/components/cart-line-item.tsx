import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { MAX_LINE_QUANTITY, linePricePaise, type CartLine } from '@shop/shared/cart';
import { formatPaise } from '@shop/shared/money';
import { productPath } from '@shop/shared/page-paths';
import { QUIET_BUTTON } from './cart-styles.ts';

const STEP_BUTTON =
  'flex size-10 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

/** One piece of the cart: what it is, how it is personalised, how many, and what they cost. */
export function CartLineItem({
  line,
  customization,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  customization: ReactNode;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const price = linePricePaise(line);
  const name = line.name;
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <img
        src={line.image}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="aspect-square size-20 shrink-0 rounded-lg bg-brand-50 object-cover ring-1 ring-brand-100 sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="min-w-0 font-semibold leading-snug">
            <Link to={productPath(line.id)} className="text-stone-900 hover:text-brand-700 hover:underline">
              {line.name}
            </Link>
          </h3>
          <p className="text-stone-800">
            {price === undefined ? (
              <span className="text-sm italic text-stone-600">
                <Trans>Price on request</Trans>
              </span>
            ) : (
              <>
                <span className="sr-only">
                  <Trans>Price:</Trans>{' '}
                </span>
                {formatPaise(price)}
              </>
            )}
          </p>
        </div>
        {(line.variant || line.size) && (
          <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-stone-700">
            {line.variant && (
              <div className="flex gap-1">
                <dt>
                  <Trans>Variant:</Trans>
                </dt>
                <dd className="font-medium text-stone-900">{line.variant}</dd>
              </div>
            )}
            {line.size && (
              <div className="flex gap-1">
                <dt>
                  <Trans>Size:</Trans>
                </dt>
                <dd className="font-medium text-stone-900">{line.size}</dd>
              </div>
            )}
          </dl>
        )}
        {customization}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div
            role="group"
            aria-label={t`Quantity of ${name}`}
            className="inline-flex items-center rounded-lg bg-white ring-1 ring-stone-300"
          >
            <button
              type="button"
              aria-label={t`Decrease quantity of ${name}`}
              disabled={line.quantity <= 1}
              onClick={() => onQuantity(line.quantity - 1)}
              className={STEP_BUTTON}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span className="min-w-8 text-center font-semibold" aria-live="polite">
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={t`Increase quantity of ${name}`}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              onClick={() => onQuantity(line.quantity + 1)}
              className={STEP_BUTTON}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <div className="flex items-center gap-2">
            {price !== undefined && (
              <p className="font-semibold text-brand-900">
                <span className="sr-only">
                  <Trans>Line total:</Trans>{' '}
                </span>
                {formatPaise(price * line.quantity)}
              </p>
            )}
            <button type="button" onClick={onRemove} className={QUIET_BUTTON}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>
                Remove<span className="sr-only"> {name}</span>
              </Trans>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
