/**
 * The ring size guide's words (`RING_SIZE_TEXTS` in packages/shared/src/ring-sizes.ts) as the
 * storefront's messages, so a Tamil or Hindi guide tells how to measure in its language.
 * English keeps the shared module's words: each message here is the same English text.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMMON_RING_SIZES } from '@shop/shared/ring-sizes';

export function ringSizeWords(i18n: I18n) {
  const { smallest, largest } = COMMON_RING_SIZES;
  return {
    intro: i18n._(
      msg`Indian ring sizes are numbered by the inside of the ring. Measure your finger or a ring that fits, then find the nearest size below. Between two sizes, choose the larger.`,
    ),
    tableCaption: i18n._(msg`Indian ring sizes, inside measurements in millimetres`),
    sizeColumn: i18n._(msg`Indian size`),
    diameterColumn: i18n._(msg`Inner diameter`),
    circumferenceColumn: i18n._(msg`Inner circumference`),
    commonNote: i18n._(msg`Most rings are bought in sizes ${smallest} to ${largest}.`),
    threadHeading: i18n._(msg`Measure your finger with a thread`),
    threadSteps: [
      i18n._(
        msg`Wrap a thread, a strip of paper or a measuring tape around the base of the finger, snug but not tight.`,
      ),
      i18n._(msg`Mark the point where the end meets the thread.`),
      i18n._(
        msg`Lay the thread flat along a ruler and read the length in millimetres: this is the circumference.`,
      ),
      i18n._(
        msg`Find the nearest inner circumference in the table. The thread must still pass over your knuckle.`,
      ),
    ],
    ringHeading: i18n._(msg`Measure a ring you already have`),
    ringSteps: [
      i18n._(msg`Choose a ring that fits the same finger well.`),
      i18n._(
        msg`Lay it on a ruler and measure straight across the inside, from edge to edge, in millimetres: this is the inner diameter.`,
      ),
      i18n._(
        msg`Find the nearest inner diameter in the table, or place the ring on the printed circles below: your size is the circle that shows just inside the ring.`,
      ),
    ],
    tips: i18n._(
      msg`Measure at the end of the day, when fingers are warm and largest. A wide band fits tighter: choose half a size to a size larger.`,
    ),
    scaleHeading: i18n._(msg`Printable ring sizer`),
    printAt100: i18n._(
      msg`Print this page at 100% (actual size, not "fit to page"), then check the ruler with a real one: 50 mm on paper must measure 50 mm.`,
    ),
    printButton: i18n._(msg`Print the sizer`),
    rulerLabel: i18n._(msg`Ruler in millimetres`),
    circlesLabel: i18n._(msg`Circles of the inner diameter of each size`),
    chooseHeading: (name: string) => i18n._(msg`Your size for ${name}`),
    chooseIntro: i18n._(msg`Measure as below, enter what you measured or pick a size, and go back with it.`),
    sizesLabel: (name: string) => i18n._(msg`Sizes ${name} is made in`),
    circumferenceLabel: i18n._(msg`Thread around the finger (mm)`),
    diameterLabel: i18n._(msg`Or across a ring that fits (mm)`),
    measuredSize: (size: number, chosen: string | undefined) =>
      chosen === undefined
        ? i18n._(msg`That is size ${size}, larger than any this ring is made in.`)
        : chosen === String(size)
          ? i18n._(msg`That is size ${size}.`)
          : i18n._(msg`That is size ${size}; this ring is made in size ${chosen}, the next larger.`),
    outsideTable: i18n._(msg`That is outside the sizes in the table below: measure again.`),
    backTo: (name: string) => i18n._(msg`Back to ${name}`),
    backToInSize: (name: string, size: string) => i18n._(msg`Back to ${name} in size ${size}`),
    back: i18n._(msg`Back to the piece`),
  };
}
