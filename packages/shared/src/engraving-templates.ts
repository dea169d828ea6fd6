/**
 * Where engraved text sits on the shop's engraving template pictures (`ring-template-gold`,
 * `pendant-template-silver`, …). The server draws those pictures from these numbers and the
 * browser's live preview writes the shopper's text into the same place, so the preview lands
 * on the metal and not beside it. All lengths are fractions of the square image's side.
 */
import type { Material } from './catalogue.ts';

export const ENGRAVING_TEMPLATE_ITEM_TYPES = ['ring', 'pendant', 'bracelet'] as const;
export type EngravingTemplateItemType = (typeof ENGRAVING_TEMPLATE_ITEM_TYPES)[number];

/**
 * Text that follows the curved face of a band. Angles are in degrees on a canvas (0 points
 * right, 90 points down, y grows downwards); the circle's centre is above the band, so the
 * text runs along its lower part from `startAngle` (left end) to `endAngle` (right end), with
 * the tops of the letters towards the centre. `radius` is the middle line of the band and
 * `bandHeight` the height text may fill across it.
 */
export interface EngravingArc {
  readonly kind: 'arc';
  readonly centerX: number;
  readonly centerY: number;
  readonly radius: number;
  readonly startAngle: number;
  readonly endAngle: number;
  readonly bandHeight: number;
}

/** A flat face: text is centred in this box. */
export interface EngravingBox {
  readonly kind: 'box';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type EngravingArea = EngravingArc | EngravingBox;

export const ENGRAVING_AREAS: {
  readonly ring: EngravingArc;
  readonly pendant: EngravingBox;
  readonly bracelet: EngravingBox;
} = {
  ring: {
    kind: 'arc',
    centerX: 0.5,
    centerY: 0.02,
    radius: 0.64,
    startAngle: 110,
    endAngle: 70,
    bandHeight: 0.12,
  },
  pendant: { kind: 'box', x: 0.34, y: 0.5, width: 0.32, height: 0.16 },
  bracelet: { kind: 'box', x: 0.25, y: 0.57, width: 0.5, height: 0.085 },
};

/**
 * Engraved letters read as a cut into the metal: a dark fill with a thin light edge below
 * it where the cut catches the light.
 */
export const ENGRAVING_TEXT_COLOURS: Readonly<
  Record<Material, { readonly fill: string; readonly shine: string }>
> = {
  Gold: { fill: '#5c3a0a', shine: '#fff1c4' },
  Silver: { fill: '#3b4046', shine: '#ffffff' },
};
