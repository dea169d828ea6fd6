import { useLingui } from '@lingui/react';
import { INDIAN_RING_SIZES } from '@shop/shared/ring-sizes';
import { ringSizeWords } from '../ring-size-words.ts';

/*
 * The printable sizer: drawings measured in millimetres (an SVG whose user unit is 1 mm and
 * whose width and height are given in mm). A printer at 100% draws CSS millimetres as real
 * ones; on screen the drawings shrink to the page's width, as a screen's millimetres are
 * not true anyway.
 */

const RULER_MM = 100;
const RULER_HEIGHT_MM = 14;
/** Large enough for the largest circle and its label. */
const CELL_MM = 27;
const COLUMNS = 6;
const SVG_CLASS = 'h-auto max-w-full print:max-w-none';

/** A ruler of 100 mm with a mark every millimetre and a number every ten. */
export function MillimetreRuler() {
  const words = ringSizeWords(useLingui().i18n);
  const width = RULER_MM + 4;
  return (
    <svg
      role="img"
      aria-label={words.rulerLabel}
      width={`${width}mm`}
      height={`${RULER_HEIGHT_MM}mm`}
      viewBox={`0 0 ${width} ${RULER_HEIGHT_MM}`}
      className={SVG_CLASS}
    >
      <rect
        x="0.1"
        y="0.1"
        width={width - 0.2}
        height={RULER_HEIGHT_MM - 0.2}
        fill="none"
        stroke="black"
        strokeWidth="0.2"
      />
      {Array.from({ length: RULER_MM + 1 }, (_, mm) => {
        const length = mm % 10 === 0 ? 6 : mm % 5 === 0 ? 4 : 2.5;
        return <line key={mm} x1={2 + mm} x2={2 + mm} y1="0" y2={length} stroke="black" strokeWidth="0.15" />;
      })}
      {Array.from({ length: RULER_MM / 10 + 1 }, (_, cm) => (
        <text key={cm} x={2 + cm * 10} y="10" fontSize="3" textAnchor="middle" fontFamily="sans-serif">
          {cm * 10}
        </text>
      ))}
      <text x={width - 2} y={RULER_HEIGHT_MM - 1} fontSize="2.2" textAnchor="end" fontFamily="sans-serif">
        mm
      </text>
    </svg>
  );
}

/** One circle for each size, its diameter the ring's inner diameter, its number under it. */
export function SizeCircles() {
  const words = ringSizeWords(useLingui().i18n);
  const rows = Math.ceil(INDIAN_RING_SIZES.length / COLUMNS);
  const width = COLUMNS * CELL_MM;
  const height = rows * CELL_MM;
  return (
    <svg
      role="img"
      aria-label={words.circlesLabel}
      width={`${width}mm`}
      height={`${height}mm`}
      viewBox={`0 0 ${width} ${height}`}
      className={SVG_CLASS}
    >
      {INDIAN_RING_SIZES.map((ring, index) => {
        const cx = (index % COLUMNS) * CELL_MM + CELL_MM / 2;
        const top = Math.floor(index / COLUMNS) * CELL_MM;
        const cy = top + 12;
        return (
          <g key={ring.size}>
            <circle cx={cx} cy={cy} r={ring.diameterMm / 2} fill="none" stroke="black" strokeWidth="0.2" />
            <text x={cx} y={cy + 1} fontSize="3.2" textAnchor="middle" fontFamily="sans-serif">
              {ring.size}
            </text>
            <text x={cx} y={top + CELL_MM - 1.5} fontSize="2.2" textAnchor="middle" fontFamily="sans-serif">
              {ring.diameterMm.toFixed(1)} mm
            </text>
          </g>
        );
      })}
    </svg>
  );
}
