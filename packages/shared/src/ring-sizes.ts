/**
 * The ring size guide (`/ring-size-guide`, its title in pages.ts): India's ring sizes, how to measure a finger or a
 * ring, and a scale to print. The size field of a ring's page suggests the same sizes, and
 * stays free text (a shopper may write "US 7" or "18.5 mm").
 */

import { RING_SIZE_GUIDE_PATH } from './page-paths.ts';

/**
 * An Indian ring size and the ring's inside: its diameter and its circumference, in
 * millimetres. Indian jewellers name a ring by its inner circumference; the figures are the
 * usual Indian table, each diameter the circumference divided by π (ring-sizes.test.ts holds
 * the two together to 0.1 mm).
 */
export interface RingSize {
  size: number;
  diameterMm: number;
  circumferenceMm: number;
}

export const INDIAN_RING_SIZES: readonly RingSize[] = [
  { size: 1, diameterMm: 13.05, circumferenceMm: 41.0 },
  { size: 2, diameterMm: 13.27, circumferenceMm: 41.7 },
  { size: 3, diameterMm: 13.66, circumferenceMm: 42.9 },
  { size: 4, diameterMm: 14.04, circumferenceMm: 44.1 },
  { size: 5, diameterMm: 14.26, circumferenceMm: 44.8 },
  { size: 6, diameterMm: 14.67, circumferenceMm: 46.1 },
  { size: 7, diameterMm: 15.09, circumferenceMm: 47.4 },
  { size: 8, diameterMm: 15.28, circumferenceMm: 48.0 },
  { size: 9, diameterMm: 15.5, circumferenceMm: 48.7 },
  { size: 10, diameterMm: 15.92, circumferenceMm: 50.0 },
  { size: 11, diameterMm: 16.3, circumferenceMm: 51.2 },
  { size: 12, diameterMm: 16.52, circumferenceMm: 51.9 },
  { size: 13, diameterMm: 16.9, circumferenceMm: 53.1 },
  { size: 14, diameterMm: 17.32, circumferenceMm: 54.4 },
  { size: 15, diameterMm: 17.54, circumferenceMm: 55.1 },
  { size: 16, diameterMm: 17.92, circumferenceMm: 56.3 },
  { size: 17, diameterMm: 18.14, circumferenceMm: 57.0 },
  { size: 18, diameterMm: 18.56, circumferenceMm: 58.3 },
  { size: 19, diameterMm: 18.75, circumferenceMm: 58.9 },
  { size: 20, diameterMm: 19.16, circumferenceMm: 60.2 },
  { size: 21, diameterMm: 19.35, circumferenceMm: 60.8 },
  { size: 22, diameterMm: 19.77, circumferenceMm: 62.1 },
  { size: 23, diameterMm: 19.96, circumferenceMm: 62.7 },
  { size: 24, diameterMm: 20.37, circumferenceMm: 64.0 },
  { size: 25, diameterMm: 20.56, circumferenceMm: 64.6 },
  { size: 26, diameterMm: 20.98, circumferenceMm: 65.9 },
  { size: 27, diameterMm: 21.39, circumferenceMm: 67.2 },
  { size: 28, diameterMm: 21.58, circumferenceMm: 67.8 },
  { size: 29, diameterMm: 22.0, circumferenceMm: 69.1 },
  { size: 30, diameterMm: 22.19, circumferenceMm: 69.7 },
];

/** The sizes most rings are bought in, marked in the table. */
export const COMMON_RING_SIZES = { smallest: 8, largest: 24 } as const;

/** The size whose circumference is nearest a measured one, or undefined outside the table by more than a size. */
export function ringSizeForCircumference(circumferenceMm: number): RingSize | undefined {
  let nearest: RingSize | undefined;
  for (const ring of INDIAN_RING_SIZES) {
    if (
      !nearest ||
      Math.abs(ring.circumferenceMm - circumferenceMm) < Math.abs(nearest.circumferenceMm - circumferenceMm)
    )
      nearest = ring;
  }
  return nearest && Math.abs(nearest.circumferenceMm - circumferenceMm) <= 1.5 ? nearest : undefined;
}

/** The size whose diameter is nearest a measured one (a ring laid on a ruler), as for a circumference. */
export function ringSizeForDiameter(diameterMm: number): RingSize | undefined {
  return ringSizeForCircumference(diameterMm * Math.PI);
}

/**
 * The size to choose among those a ring is made in for a measured size: that size, else the
 * next larger one made ("between two sizes, choose the larger"); undefined when none is.
 */
export function sizeToChoose(measured: number, made: readonly string[]): string | undefined {
  return made
    .filter((size) => Number(size) >= measured)
    .sort((a, b) => Number(a) - Number(b))
    .at(0);
}

/** The guide's query parameter naming the page it was opened from, where its link goes back. */
export const RING_SIZE_RETURN_PARAM = 'for';

/** The guide's address opened from `from` (a path of the shop, with its query): it links back there. */
export function ringSizeGuideFrom(from: string): string {
  return `${RING_SIZE_GUIDE_PATH}?${new URLSearchParams({ [RING_SIZE_RETURN_PARAM]: from }).toString()}`;
}

// Any origin of our own: a path resolved against it must stay on it.
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * A return address the guide may link to: a path of this shop ("/product/168?variant=D168-14"),
 * never another site's ("https://…", "//…", "/\…") nor a script; undefined otherwise.
 */
export function sameSitePath(text: string | null | undefined): string | undefined {
  if (!text || !text.startsWith('/') || text.startsWith('//')) return undefined;
  // Browsers drop tabs and new lines from addresses and read a backslash as a slash ("/\\evil").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  try {
    const url = new URL(text, OWN_ORIGIN);
    if (url.origin !== OWN_ORIGIN) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** A length as the guide writes it: one decimal, then "mm". */
export function formatMm(mm: number): string {
  return `${mm.toFixed(1)} mm`;
}

export const RING_SIZE_TEXTS = {
  intro:
    'Indian ring sizes are numbered by the inside of the ring. Measure your finger or a ring that fits, then find the nearest size below. Between two sizes, choose the larger.',
  tableCaption: 'Indian ring sizes, inside measurements in millimetres',
  sizeColumn: 'Indian size',
  diameterColumn: 'Inner diameter',
  circumferenceColumn: 'Inner circumference',
  commonNote: `Most rings are bought in sizes ${COMMON_RING_SIZES.smallest} to ${COMMON_RING_SIZES.largest}.`,
  threadHeading: 'Measure your finger with a thread',
  threadSteps: [
    'Wrap a thread, a strip of paper or a measuring tape around the base of the finger, snug but not tight.',
    'Mark the point where the end meets the thread.',
    'Lay the thread flat along a ruler and read the length in millimetres: this is the circumference.',
    'Find the nearest inner circumference in the table. The thread must still pass over your knuckle.',
  ],
  ringHeading: 'Measure a ring you already have',
  ringSteps: [
    'Choose a ring that fits the same finger well.',
    'Lay it on a ruler and measure straight across the inside, from edge to edge, in millimetres: this is the inner diameter.',
    'Find the nearest inner diameter in the table, or place the ring on the printed circles below: your size is the circle that shows just inside the ring.',
  ],
  tips: 'Measure at the end of the day, when fingers are warm and largest. A wide band fits tighter: choose half a size to a size larger.',
  scaleHeading: 'Printable ring sizer',
  printAt100:
    'Print this page at 100% (actual size, not "fit to page"), then check the ruler with a real one: 50 mm on paper must measure 50 mm.',
  printButton: 'Print the sizer',
  rulerLabel: 'Ruler in millimetres',
  circlesLabel: 'Circles of the inner diameter of each size',
  findYourSize: 'Find your ring size',
  chooseHeading: (name: string) => `Your size for ${name}`,
  chooseIntro: 'Measure as below, enter what you measured or pick a size, and go back with it.',
  sizesLabel: (name: string) => `Sizes ${name} is made in`,
  circumferenceLabel: 'Thread around the finger (mm)',
  diameterLabel: 'Or across a ring that fits (mm)',
  measuredSize: (size: number, chosen: string | undefined) =>
    chosen === undefined
      ? `That is size ${size}, larger than any this ring is made in.`
      : chosen === String(size)
        ? `That is size ${size}.`
        : `That is size ${size}; this ring is made in size ${chosen}, the next larger.`,
  outsideTable: 'That is outside the sizes in the table below: measure again.',
  backTo: (name: string) => `Back to ${name}`,
  backToInSize: (name: string, size: string) => `Back to ${name} in size ${size}`,
  back: 'Back to the piece',
  sizeSuggestion: (size: number) => `Ring size ${size}`,
  sizeSuggestionDetail: (ring: RingSize) =>
    `${formatMm(ring.diameterMm)} across, ${formatMm(ring.circumferenceMm)} around`,
} as const;
