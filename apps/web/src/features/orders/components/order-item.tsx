import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Customization } from '@shop/shared/personalisation';

/**
 * A piece of a customer's order: its picture, name, size and quantity, personalisation, price
 * and, once recorded, its hallmark's HUID with how to check it.
 */
export function OrderItem({
  item,
  pictureSize,
  renderPersonalisation,
}: {
  item: CustomerOrder['items'][number];
  /** 48 in the profile's list, 64 on the order's own page. */
  pictureSize: 48 | 64;
  renderPersonalisation: (customization: Customization) => ReactNode;
}) {
  const { t } = useLingui();
  const { size, quantity } = item;
  return (
    <li className={`flex gap-3 text-sm ${pictureSize === 64 ? 'py-3' : 'py-2'}`}>
      <img
        src={item.image}
        alt=""
        width={pictureSize}
        height={pictureSize}
        className={`${pictureSize === 64 ? 'size-16' : 'size-12'} shrink-0 rounded-lg bg-brand-50 object-cover`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">{item.name}</p>
        <p className="text-stone-600">
          {[item.variant, size && t`Size ${size}`, t`Qty ${quantity}`].filter(Boolean).join(' · ')}
        </p>
        {item.customization && renderPersonalisation(item.customization)}
        {item.huid && (
          <div className="mt-1">
            <p className="text-stone-800">
              HUID <span className="font-mono font-medium tracking-wider">{item.huid}</span>
            </p>
            <p className="text-xs text-stone-600">{t`Check this hallmark in the BIS CARE app: enter the HUID under 'Verify HUID'.`}</p>
          </div>
        )}
      </div>
      <p className="shrink-0 font-medium">{formatPaise(rupeesToPaise(item.total))}</p>
    </li>
  );
}
