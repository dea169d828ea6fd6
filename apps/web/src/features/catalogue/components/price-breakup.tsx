import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { formatPaise } from '@shop/shared/money';
import type { MakingCharge, PriceBreakup } from '@shop/shared/pricing';
// The labels' own module, without zod: this page shows them before it loads any form code.
import {
  formatBasisPoints,
  formatWeightMg,
  GST_BASIS_POINTS,
  PURITY_LABELS,
} from '@shop/shared/pricing-labels';

/** Tailwind's md breakpoint: from here the breakup is open, below it folded. */
const WIDE_SCREEN = '(min-width: 48rem)';

function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}

function makingBasis(making: MakingCharge, ofMetalValue: (share: string) => string): string {
  return making.kind === 'percent'
    ? ofMetalValue(formatBasisPoints(making.basisPoints))
    : `${formatPaise(making.paisePerGram)}/g`;
}

/**
 * What the price is made of, line by line. Open on a desktop and folded on a phone. The server
 * cannot see the screen, so its page has it folded, as phones want it, and a desktop opens it
 * once the browser has adopted the page; it sits last in its column, so nothing moves.
 */
export function PriceBreakupSection({ breakup }: { breakup: PriceBreakup }) {
  const hydrated = useHydrated();
  const { t } = useLingui();
  const [chosen, setOpen] = useState<boolean>();
  const open = chosen ?? (hydrated && isWideScreen());
  // A fixed price has no rate or weight to show.
  const byRate = breakup.kind === 'rate';
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-6 rounded-xl bg-white text-sm ring-1 ring-stone-200"
    >
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {t`Price breakup`}
      </summary>
      <div className="overflow-x-auto px-4 pb-4">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t`Price breakup`}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t`Component`}
              </th>
              {byRate && (
                <>
                  <th scope="col" className="px-2 py-2 font-medium">
                    {t`Rate`}
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    {t`Weight`}
                  </th>
                </>
              )}
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t`Value`}
              </th>
            </tr>
          </thead>
          <tbody>
            {breakup.kind === 'rate' ? (
              <>
                <Row
                  component={PURITY_LABELS[breakup.purity]}
                  rate={`${formatPaise(breakup.ratePaisePerGram)}/g`}
                  weight={formatWeightMg(breakup.netWeightMg)}
                  value={breakup.metalPaise}
                />
                <Row
                  component={t`Making charge`}
                  rate={makingBasis(breakup.making, (share) => t`${share} of metal value`)}
                  weight={
                    breakup.making.kind === 'per_gram' ? formatWeightMg(breakup.netWeightMg) : undefined
                  }
                  value={breakup.makingPaise}
                />
                <Row component={t`Stones and other charges`} value={breakup.stonesPaise} />
                {breakup.hallmarkingPaise !== 0 && (
                  <Row component={t`Hallmarking`} value={breakup.hallmarkingPaise} />
                )}
              </>
            ) : (
              <Row component={t`Value before GST`} value={breakup.taxablePaise} byRate={false} />
            )}
          </tbody>
          <tfoot>
            {breakup.kind === 'rate' && (
              <Row component={t`Value before GST`} value={breakup.taxablePaise} subtotal />
            )}
            <Row
              component={t`GST ${formatBasisPoints(GST_BASIS_POINTS)}`}
              value={breakup.gstPaise}
              byRate={byRate}
            />
            {breakup.roundOffPaise !== 0 && (
              <Row component={t`Rounding off`} value={breakup.roundOffPaise} byRate={byRate} />
            )}
            <tr className="border-t border-stone-300 font-semibold text-stone-900">
              <th scope="row" colSpan={byRate ? 3 : 1} className="py-2 pr-2 text-left">
                {t`MRP incl. of all taxes`}
              </th>
              <td className="py-2 pl-2 text-right tabular-nums">{formatPaise(breakup.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}

function Row({
  component,
  rate,
  weight,
  value,
  subtotal = false,
  byRate = true,
}: {
  component: string;
  rate?: ReactNode;
  weight?: ReactNode;
  value: number;
  subtotal?: boolean;
  /** Whether the table has the rate and weight columns. */
  byRate?: boolean;
}) {
  return (
    <tr className={subtotal ? 'border-t border-stone-200' : undefined}>
      <th scope="row" className="py-1.5 pr-2 text-left font-normal text-stone-800">
        {component}
      </th>
      {byRate && (
        <>
          <td className="px-2 py-1.5 text-stone-700">{rate ?? ''}</td>
          <td className="px-2 py-1.5 whitespace-nowrap text-stone-700 tabular-nums">{weight ?? ''}</td>
        </>
      )}
      <td className="py-1.5 pl-2 text-right whitespace-nowrap text-stone-900 tabular-nums">
        {formatPaise(value)}
      </td>
    </tr>
  );
}
