/**
 * The demo catalogue's product pictures, drawn by the shop itself as SVG and turned into WebP
 * files at start, so a fresh clone shows believable jewellery without downloading anything and
 * without shipping binary images in the repository.
 *
 * Every picture is a flat-lay "studio photo" on a warm background: polished metal is a set of
 * gradients, stones are radial gradients with a few facet lines and a glint. Drawings stay
 * simple on purpose: librsvg renders them quickly and at card size detail would be lost anyway.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import {
  DEFAULT_PRODUCT_IMAGE_WIDTH,
  ITEM_TYPES,
  PRODUCT_IMAGE_WIDTHS,
  type ItemType,
  type Material,
} from '@shop/shared/catalogue';
import {
  ENGRAVING_AREAS,
  ENGRAVING_TEMPLATE_ITEM_TYPES,
  type EngravingTemplateItemType,
} from '@shop/shared/engraving-templates';

/** Part of every image URL; bump it whenever a drawing changes so browsers fetch the new files. */
export const CATALOGUE_IMAGE_VERSION = 'v1';

export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

export function catalogueImageUrl(
  design: string,
  width: ProductImageWidth = DEFAULT_PRODUCT_IMAGE_WIDTH,
): string {
  return `/images/catalogue/${CATALOGUE_IMAGE_VERSION}/${design}-${width}.webp`;
}

// ---------------------------------------------------------------------------------------------
// Design keys

type Tone = 'gold' | 'silver';
const TONES: readonly Tone[] = ['gold', 'silver'];
const VARIANTS = [1, 2, 3] as const;
type Variant = (typeof VARIANTS)[number];

function toneOf(material: Material): Tone {
  return material === 'Gold' ? 'gold' : 'silver';
}

/** The three everyday drawings of one kind of piece in one metal. */
export function designsFor(itemType: ItemType, material: Material): string[] {
  return VARIANTS.map((variant) => `${itemType}-${toneOf(material)}-${variant}`);
}

/** The plain piece whose face the engraving preview writes on. */
export function templateDesign(itemType: EngravingTemplateItemType, material: Material): string {
  return `${itemType}-template-${toneOf(material)}`;
}

export function designKeys(): string[] {
  const keys: string[] = [];
  for (const itemType of ITEM_TYPES) {
    for (const tone of TONES) for (const variant of VARIANTS) keys.push(`${itemType}-${tone}-${variant}`);
  }
  for (const itemType of ENGRAVING_TEMPLATE_ITEM_TYPES) {
    for (const tone of TONES) keys.push(`${itemType}-template-${tone}`);
  }
  return keys;
}

type ParsedDesign =
  | { kind: 'piece'; itemType: ItemType; tone: Tone; variant: Variant }
  | { kind: 'template'; itemType: EngravingTemplateItemType; tone: Tone };

function parseDesign(key: string): ParsedDesign | undefined {
  const template = /^(ring|pendant|bracelet)-template-(gold|silver)$/.exec(key);
  if (template) {
    const itemType = ENGRAVING_TEMPLATE_ITEM_TYPES.find((type) => type === template[1]);
    const tone = TONES.find((t) => t === template[2]);
    return itemType && tone ? { kind: 'template', itemType, tone } : undefined;
  }
  const piece = /^([a-z-]+)-(gold|silver)-([123])$/.exec(key);
  if (!piece) return undefined;
  const itemType = ITEM_TYPES.find((type) => type === piece[1]);
  const tone = TONES.find((t) => t === piece[2]);
  const variant = VARIANTS.find((v) => String(v) === piece[3]);
  return itemType && tone && variant ? { kind: 'piece', itemType, tone, variant } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Drawing kit

/** Side of the drawing in SVG units; the largest image width, so that size renders 1:1. */
const S = 960;

/** Short numbers keep the SVG small and its hash stable. */
function f(value: number): string {
  return String(Math.round(value * 10) / 10);
}

interface Pt {
  readonly x: number;
  readonly y: number;
}
interface Sample extends Pt {
  /** Direction of the path here, in degrees. */
  readonly angle: number;
}

interface Palette {
  readonly deep: string;
  readonly dark: string;
  readonly mid: string;
  readonly light: string;
  readonly bright: string;
  readonly shine: string;
}

const PALETTES: Record<Tone, Palette> = {
  gold: {
    deep: '#6b4210',
    dark: '#9c6518',
    mid: '#cb9433',
    light: '#e9c15e',
    bright: '#f8df95',
    shine: '#fff8e6',
  },
  silver: {
    deep: '#4a5057',
    dark: '#7d858d',
    mid: '#abb2b9',
    light: '#d8dde2',
    bright: '#eef1f4',
    shine: '#ffffff',
  },
};

type Stone = 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'turquoise' | 'onyx' | 'amethyst' | 'pearl';

/** Light, body and edge colour of each stone. */
const STONES: Record<Stone, readonly [string, string, string]> = {
  diamond: ['#ffffff', '#e8eff6', '#6f8499'],
  ruby: ['#ff8fa3', '#c4122f', '#5e0614'],
  emerald: ['#90f0c0', '#119c5c', '#033f26'],
  sapphire: ['#a6c8ff', '#2253c0', '#0a1f5c'],
  turquoise: ['#c4faf4', '#2fb8ad', '#0f5f58'],
  onyx: ['#8a8a92', '#232329', '#050507'],
  amethyst: ['#e6c4ff', '#8a3fc4', '#3d1262'],
  pearl: ['#ffffff', '#f6efe3', '#c9b8a2'],
};

/** Warm brown, as shadows on a cream table are. */
const SHADOW = '#4d3a28';

/** Studio backdrops: centre and edge of a soft radial light. */
const BACKDROPS = {
  warm: ['#fcf9f5', '#ede3d6'],
  blush: ['#fdf7f4', '#eedcd3'],
  stone: ['#f8f8f3', '#e2e2d6'],
  mist: ['#f7f8f9', '#dfe3e7'],
} as const;
type Backdrop = keyof typeof BACKDROPS;

interface Scene {
  readonly tone: Tone;
  readonly p: Palette;
  readonly variant: Variant;
}

function stop(offset: number, colour: string, opacity = 1): string {
  return `<stop offset="${offset}" stop-color="${colour}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`;
}

function defs(p: Palette, backdrop: Backdrop): string {
  const [centre, edge] = BACKDROPS[backdrop];
  const stones = (Object.keys(STONES) as Stone[])
    .map((stone) => {
      const [light, body, rim] = STONES[stone];
      return `<radialGradient id="st-${stone}" cx=".42" cy=".38" r=".68">${stop(0, light)}${stop(0.45, body)}${stop(1, rim)}</radialGradient>`;
    })
    .join('');
  return `<defs>
<radialGradient id="bg" cx=".5" cy=".42" r=".78">${stop(0, centre)}${stop(0.55, centre)}${stop(1, edge)}</radialGradient>
<linearGradient id="mH" x1="0" y1="0" x2="1" y2="0">${stop(0, p.deep)}${stop(0.1, p.dark)}${stop(0.24, p.bright)}${stop(0.32, p.shine)}${stop(0.42, p.light)}${stop(0.6, p.mid)}${stop(0.74, p.light)}${stop(0.8, p.bright)}${stop(0.9, p.mid)}${stop(1, p.deep)}</linearGradient>
<linearGradient id="mV" x1="0" y1="0" x2="0" y2="1">${stop(0, p.light)}${stop(0.25, p.shine)}${stop(0.45, p.light)}${stop(0.75, p.mid)}${stop(1, p.dark)}</linearGradient>
<linearGradient id="mD" x1="0" y1="0" x2="1" y2="1">${stop(0, p.bright)}${stop(0.22, p.shine)}${stop(0.4, p.light)}${stop(0.62, p.mid)}${stop(0.82, p.dark)}${stop(1, p.light)}</linearGradient>
<linearGradient id="mIn" x1="0" y1="0" x2="1" y2="0">${stop(0, p.deep)}${stop(0.3, p.dark)}${stop(0.55, p.mid)}${stop(0.75, p.dark)}${stop(1, p.deep)}</linearGradient>
<radialGradient id="mR" cx=".5" cy=".5" r=".55" fx=".36" fy=".32">${stop(0, p.shine)}${stop(0.2, p.bright)}${stop(0.55, p.light)}${stop(0.85, p.mid)}${stop(1, p.dark)}</radialGradient>
<linearGradient id="mF" x1="0" y1="0" x2="1" y2=".6">${stop(0, p.mid)}${stop(0.28, p.light)}${stop(0.46, p.bright)}${stop(0.56, p.light)}${stop(0.82, p.mid)}${stop(1, p.light)}</linearGradient>
<radialGradient id="shade">${stop(0, SHADOW)}${stop(0.5, SHADOW, 0.7)}${stop(1, SHADOW, 0)}</radialGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1">${stop(0, '#ffffff', 0.85)}${stop(1, '#ffffff', 0)}</linearGradient>
${stones}
<filter id="blur" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="blurS" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="5"/></filter>
</defs>`;
}

function svgDocument(scene: Scene, backdrop: Backdrop, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${defs(scene.p, backdrop)}<rect width="${S}" height="${S}" fill="url(#bg)"/>${body}</svg>`;
}

/*
 * Shadows are feathered with gradients and stacked strokes rather than blur filters: librsvg
 * renders every filtered element on its own surface, which made blurred shadows most of the
 * render time.
 */

function shadowEllipse(cx: number, cy: number, rx: number, ry: number, opacity = 0.22, soft = true): string {
  const feather = soft ? 1.3 : 1.12;
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * feather)}" ry="${f(ry * feather)}" fill="url(#shade)" opacity="${opacity}"/>`;
}

/** Strokes of falling width, so the edge of a shadow fades out instead of stopping. */
function featheredStroke(shape: string, width: number, opacity: number): string {
  return [1.9, 1.4, 1, 0.6]
    .map(
      (scale) =>
        `<${shape} fill="none" stroke="${SHADOW}" stroke-width="${f(width * scale)}" stroke-opacity="${Math.round(opacity * 32) / 100}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
}

/** The shadow of a hoop or band lying on the table: a soft ring, so the table inside stays lit. */
function shadowRing(cx: number, cy: number, rx: number, ry: number, width: number, opacity = 0.26): string {
  return featheredStroke(
    `ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"`,
    width * 0.8,
    opacity,
  );
}

/** The shadow a chain or wire casts on the table, a little below and to the right of it. */
function shadowAlong(samples: readonly Pt[], width: number, opacity = 0.2): string {
  if (samples.length < 2) return '';
  const d = samples
    .map((pt, i) => `${i === 0 ? 'M' : 'L'}${f(pt.x + width * 0.35)} ${f(pt.y + width * 0.6)}`)
    .join('');
  return featheredStroke(`path d="${d}"`, width * 0.8, opacity);
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`;
}

function sparkle(x: number, y: number, size: number, opacity = 0.95): string {
  const c = `${f(x)} ${f(y)}`;
  return `<path d="M${f(x)} ${f(y - size)}Q${c} ${f(x + size)} ${f(y)}Q${c} ${f(x)} ${f(y + size)}Q${c} ${f(x - size)} ${f(y)}Q${c} ${f(x)} ${f(y - size)}Z" fill="#ffffff" opacity="${opacity}"/>`;
}

/** A round stone seen from above: body, table, a few facet lines and a glint. */
function gem(c: Pt, r: number, stone: Stone): string {
  const [light, , rim] = STONES[stone];
  if (stone === 'pearl') {
    return `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(r)}" fill="url(#st-pearl)" stroke="${rim}" stroke-width="${f(Math.max(0.8, r * 0.05))}"/><circle cx="${f(c.x - r * 0.32)}" cy="${f(c.y - r * 0.35)}" r="${f(r * 0.28)}" fill="#ffffff" opacity=".9"/>`;
  }
  const parts = [
    `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(r)}" fill="url(#st-${stone})" stroke="${rim}" stroke-width="${f(Math.max(0.8, r * 0.07))}"/>`,
  ];
  if (r >= 9) {
    const table: string[] = [];
    const facets: string[] = [];
    for (let k = 0; k < 8; k += 1) {
      const a = ((k * 45 + 22.5) * Math.PI) / 180;
      const inner = { x: c.x + Math.cos(a) * r * 0.52, y: c.y + Math.sin(a) * r * 0.52 };
      const b = (k * 45 * Math.PI) / 180;
      table.push(`${f(inner.x)},${f(inner.y)}`);
      facets.push(
        `M${f(inner.x)} ${f(inner.y)}L${f(c.x + Math.cos(b) * r * 0.97)} ${f(c.y + Math.sin(b) * r * 0.97)}`,
      );
      facets.push(
        `M${f(inner.x)} ${f(inner.y)}L${f(c.x + Math.cos(a) * r * 0.97)} ${f(c.y + Math.sin(a) * r * 0.97)}`,
      );
    }
    parts.push(
      `<path d="${facets.join('')}" stroke="${stone === 'diamond' ? '#71879d' : light}" stroke-width="${f(Math.max(0.8, r * 0.035))}" opacity="${stone === 'diamond' ? 0.7 : 0.55}" fill="none"/>`,
      `<polygon points="${table.join(' ')}" fill="${light}" fill-opacity=".28" stroke="${light}" stroke-opacity=".7" stroke-width="${f(Math.max(0.8, r * 0.03))}"/>`,
    );
  }
  parts.push(
    `<circle cx="${f(c.x - r * 0.34)}" cy="${f(c.y - r * 0.36)}" r="${f(r * 0.2)}" fill="#ffffff" opacity=".75"/>`,
    sparkle(c.x + r * 0.28, c.y - r * 0.3, r * 0.45),
  );
  return parts.join('');
}

/** Claws holding a stone, as small polished beads round its edge. */
function prongs(c: Pt, r: number, count = 4, start = 45): string {
  const out: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const a = ((start + (k * 360) / count) * Math.PI) / 180;
    out.push(
      `<ellipse cx="${f(c.x + Math.cos(a) * r * 0.95)}" cy="${f(c.y + Math.sin(a) * r * 0.95)}" rx="${f(r * 0.17)}" ry="${f(r * 0.17)}" fill="url(#mR)" stroke="#00000033" stroke-width="1"/>`,
    );
  }
  return out.join('');
}

/** A stone in a polished cup. */
function setGem(c: Pt, r: number, stone: Stone, withProngs = true): string {
  return `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(r * 1.2)}" fill="url(#mD)" stroke="#00000040" stroke-width="${f(Math.max(1, r * 0.05))}"/>${gem(c, r, stone)}${withProngs ? prongs(c, r * 1.05) : ''}`;
}

/** A polished metal bead. */
function bead(c: Pt, r: number, p: Palette): string {
  return `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(r)}" fill="url(#mR)" stroke="${p.dark}" stroke-width="${f(Math.max(0.8, r * 0.08))}"/>`;
}

// Paths that chains and rows of stones follow.

type Curve = (t: number) => Pt;

function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt): Curve {
  return (t) => {
    const u = 1 - t;
    return {
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    };
  };
}

/** Part of an ellipse between two angles in degrees (canvas convention, 90 is straight down). */
function ellipseArc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Curve {
  return (t) => {
    const a = ((from + (to - from) * t) * Math.PI) / 180;
    return { x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry };
  };
}

function joined(...curves: Curve[]): Curve {
  return (t) => {
    const scaled = Math.min(curves.length - 0.000001, Math.max(0, t * curves.length));
    const index = Math.floor(scaled);
    const curve = curves[index] ?? curves[0];
    return curve ? curve(scaled - index) : { x: 0, y: 0 };
  };
}

/** Points along a curve at an even spacing, centred so both ends get the same margin. */
function along(curve: Curve, spacing: number): Sample[] {
  const steps = 800;
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i += 1) pts.push(curve(i / steps));
  const lengths = [0];
  for (let i = 1; i < pts.length; i += 1) {
    const a = pts[i - 1];
    const b = pts[i];
    lengths.push((lengths[i - 1] ?? 0) + (a && b ? Math.hypot(b.x - a.x, b.y - a.y) : 0));
  }
  const total = lengths[lengths.length - 1] ?? 0;
  const count = Math.floor(total / spacing);
  const margin = (total - count * spacing) / 2;
  const out: Sample[] = [];
  let seg = 1;
  for (let k = 0; k <= count; k += 1) {
    const target = margin + k * spacing;
    while (seg < lengths.length - 1 && (lengths[seg] ?? 0) < target) seg += 1;
    const a = pts[seg - 1];
    const b = pts[seg];
    const la = lengths[seg - 1] ?? 0;
    const lb = lengths[seg] ?? 0;
    if (!a || !b) continue;
    const u = lb > la ? (target - la) / (lb - la) : 0;
    out.push({
      x: a.x + (b.x - a.x) * u,
      y: a.y + (b.y - a.y) * u,
      angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
    });
  }
  return out;
}

function placed(s: Sample, extraAngle = 0): string {
  return `translate(${f(s.x)} ${f(s.y)}) rotate(${f(s.angle + extraAngle)})`;
}

/** A cable chain: open links facing the camera alternate with links seen edge-on. */
function cableChain(samples: readonly Sample[], link: number, wire: number, p: Palette): string {
  const out: string[] = [shadowAlong(samples, wire * 1.6, 0.18)];
  samples.forEach((s, i) => {
    if (i % 2 === 0) {
      const rx = f(link * 0.62);
      const ry = f(link * 0.36);
      out.push(
        `<ellipse transform="${placed(s)}" rx="${rx}" ry="${ry}" fill="none" stroke="${p.deep}" stroke-width="${f(wire + 2)}" stroke-opacity=".55"/>`,
        `<ellipse transform="${placed(s)}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#mV)" stroke-width="${f(wire)}"/>`,
      );
    } else {
      out.push(
        `<rect transform="${placed(s)}" x="${f(-link * 0.62)}" y="${f(-wire * 0.6)}" width="${f(link * 1.24)}" height="${f(wire * 1.2)}" rx="${f(wire * 0.6)}" fill="url(#mV)" stroke="${p.deep}" stroke-opacity=".6" stroke-width="1.2"/>`,
      );
    }
  });
  return out.join('');
}

/** A curb chain: flat twisted links lying alternately to one side and the other. */
function curbChain(samples: readonly Sample[], link: number, wire: number, p: Palette): string {
  const out: string[] = [shadowAlong(samples, link * 0.7, 0.2)];
  samples.forEach((s, i) => {
    const tr = placed(s, i % 2 === 0 ? 14 : -14);
    const rx = f(link * 0.7);
    const ry = f(link * 0.4);
    out.push(
      `<ellipse transform="${tr}" rx="${rx}" ry="${ry}" fill="none" stroke="${p.deep}" stroke-width="${f(wire + 2.5)}" stroke-opacity=".6"/>`,
      `<ellipse transform="${tr}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#mD)" stroke-width="${f(wire)}"/>`,
    );
  });
  return out.join('');
}

/** A rope chain: short slanted segments that read as a twisted strand. */
function ropeChain(samples: readonly Sample[], link: number, thick: number, p: Palette): string {
  const out: string[] = [shadowAlong(samples, thick, 0.2)];
  out.push(
    `<path d="${samples.map((s, i) => `${i === 0 ? 'M' : 'L'}${f(s.x)} ${f(s.y)}`).join('')}" fill="none" stroke="${p.dark}" stroke-width="${f(thick)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  for (const s of samples) {
    out.push(
      `<rect transform="${placed(s, 38)}" x="${f(-link * 0.75)}" y="${f(-thick * 0.3)}" width="${f(link * 1.5)}" height="${f(thick * 0.6)}" rx="${f(thick * 0.3)}" fill="url(#mV)" stroke="${p.deep}" stroke-opacity=".55" stroke-width="1.2"/>`,
    );
  }
  return out.join('');
}

/** A lobster clasp closing a chain, pointing along `angle`. */
function lobsterClasp(c: Pt, size: number, angle: number, p: Palette): string {
  return `<g transform="translate(${f(c.x)} ${f(c.y)}) rotate(${f(angle)})">
<path d="M${f(-size)} 0C${f(-size)} ${f(-size * 0.62)} ${f(size * 0.7)} ${f(-size * 0.62)} ${f(size)} 0C${f(size * 0.7)} ${f(size * 0.62)} ${f(-size)} ${f(size * 0.62)} ${f(-size)} 0Z" fill="url(#mV)" stroke="${p.deep}" stroke-width="2"/>
<path d="M${f(-size * 0.5)} ${f(-size * 0.12)}L${f(size * 0.5)} ${f(-size * 0.12)}" stroke="${p.dark}" stroke-width="${f(size * 0.1)}" stroke-linecap="round"/>
<ellipse cx="${f(-size * 1.18)}" cy="0" rx="${f(size * 0.24)}" ry="${f(size * 0.2)}" fill="none" stroke="url(#mV)" stroke-width="${f(size * 0.11)}"/>
</g>`;
}

/** A hoop or bangle seen from above: a round tube with a highlight along its top. */
function tubeEllipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  thick: number,
  p: Palette,
  extra = '',
): string {
  const e = (dy: number, stroke: string, width: number, rest = ''): string =>
    `<ellipse cx="${f(cx)}" cy="${f(cy + dy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${stroke}" stroke-width="${f(width)}"${rest}/>`;
  return [
    shadowRing(cx + thick * 0.35, cy + thick * 0.55, rx, ry, thick * 1.3, 0.28),
    e(thick * 0.1, p.deep, thick + 4),
    e(0, p.mid, thick),
    e(thick * 0.26, p.dark, thick * 0.34, ' opacity=".55"'),
    e(-thick * 0.2, p.bright, thick * 0.34, ' opacity=".9"'),
    e(-thick * 0.24, p.shine, thick * 0.12, ' opacity=".9"'),
    extra,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Rings

interface BandShape {
  readonly cx: number;
  /** Centre of the ellipse traced by the middle of the band's outer face. */
  readonly midY: number;
  readonly rx: number;
  readonly ry: number;
  /** Height of the outer face as seen. */
  readonly faceH: number;
  /** Thickness of the metal, seen on the top rim. */
  readonly wall: number;
}

/**
 * A wide band lying on the table, seen from the front and a little above: the outer face is
 * a horizontal arc, the top rim an ellipse, and through the opening the inside of the back.
 */
function lyingBand(b: BandShape, p: Palette, faceOverlay = ''): string {
  const top = b.midY - b.faceH / 2;
  const bottom = b.midY + b.faceH / 2;
  const irx = b.rx - b.wall;
  const iry = b.ry * (irx / b.rx);
  const outline = `M${f(b.cx - b.rx)} ${f(top)}A${f(b.rx)} ${f(b.ry)} 0 0 1 ${f(b.cx + b.rx)} ${f(top)}L${f(b.cx + b.rx)} ${f(bottom)}A${f(b.rx)} ${f(b.ry)} 0 0 1 ${f(b.cx - b.rx)} ${f(bottom)}Z`;
  const openingTop = ellipsePath(b.cx, top, irx, iry);
  const openingBottom = ellipsePath(b.cx, bottom, irx, iry);
  const lowerEdge = (y: number): string =>
    `M${f(b.cx - b.rx)} ${f(y)}A${f(b.rx)} ${f(b.ry)} 0 0 0 ${f(b.cx + b.rx)} ${f(y)}`;
  const clipId = `open${Math.round(b.cx)}${Math.round(b.midY)}`;
  return [
    shadowRing(b.cx + 12, bottom + 10, b.rx, b.ry, b.wall * 2.2, 0.3),
    `<path d="${lowerEdge(bottom + 3)}" fill="none" stroke="${SHADOW}" stroke-width="10" opacity=".35" filter="url(#blurS)"/>`,
    `<path d="${outline}${openingTop}" fill-rule="evenodd" fill="url(#mH)" stroke="${p.deep}" stroke-width="2"/>`,
    faceOverlay,
    // bevelled edges of the face catch light at the top and fall into shade at the bottom
    `<path d="${lowerEdge(top + b.faceH * 0.06)}" fill="none" stroke="${p.shine}" stroke-width="${f(b.faceH * 0.08)}" opacity=".7"/>`,
    `<path d="${lowerEdge(bottom - b.faceH * 0.05)}" fill="none" stroke="${p.deep}" stroke-width="${f(b.faceH * 0.07)}" opacity=".35"/>`,
    `<path d="${ellipsePath(b.cx, top, b.rx, b.ry)}${openingTop}" fill-rule="evenodd" fill="url(#mD)" stroke="${p.deep}" stroke-width="1.5"/>`,
    `<clipPath id="${clipId}"><path d="${openingTop}"/></clipPath>`,
    `<g clip-path="url(#${clipId})"><path d="M0 0H${S}V${S}H0Z${openingBottom}" fill-rule="evenodd" fill="url(#mIn)"/>`,
    `<path d="${lowerEdge(bottom)}" fill="none" stroke="${SHADOW}" stroke-width="14" opacity=".25" filter="url(#blurS)"/></g>`,
  ].join('');
}

interface UprightRing {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  /** Vertical squash of the circle: the camera looks down a little. */
  readonly squash: number;
  readonly wall: number;
  /** How far up the back edge of the band shows, i.e. the band's width seen from above. */
  readonly depth: number;
}

/** A ring standing up, seen from the front and slightly above, with the top of the band showing. */
function uprightRing(u: UprightRing, p: Palette): string {
  const ry = u.r * u.squash;
  const ir = u.r - u.wall;
  const iry = ir * u.squash;
  const backY = u.cy - u.depth;
  const clipId = `hole${Math.round(u.cx)}${Math.round(u.cy)}`;
  const front = ellipsePath(u.cx, u.cy, u.r, ry);
  const frontHole = ellipsePath(u.cx, u.cy, ir, iry);
  const back = ellipsePath(u.cx, backY, u.r, ry);
  const backHole = ellipsePath(u.cx, backY, ir, iry);
  return [
    shadowEllipse(u.cx + 12, u.cy + ry + 6, u.r * 0.8, u.r * 0.09, 0.35),
    `<path d="${back}${backHole}" fill-rule="evenodd" fill="url(#mH)" stroke="${p.deep}" stroke-width="2"/>`,
    `<path d="${front}${frontHole}" fill-rule="evenodd" fill="url(#mD)" stroke="${p.deep}" stroke-width="2"/>`,
    `<clipPath id="${clipId}"><path d="${frontHole}"/></clipPath>`,
    `<g clip-path="url(#${clipId})"><path d="M0 0H${S}V${S}H0Z${backHole}" fill-rule="evenodd" fill="url(#mIn)"/></g>`,
    // a soft reflection along the polished front edge
    `<path d="M${f(u.cx - u.r * 0.86)} ${f(u.cy - ry * 0.3)}A${f(u.r - u.wall * 0.5)} ${f((u.r - u.wall * 0.5) * u.squash)} 0 0 1 ${f(u.cx - u.r * 0.2)} ${f(u.cy - ry + u.wall * 0.45)}" fill="none" stroke="${p.shine}" stroke-width="${f(u.wall * 0.22)}" stroke-linecap="round" opacity=".85"/>`,
  ].join('');
}

/** A brilliant-cut stone seen from the side, held up by claws. */
function solitaireHead(c: Pt, r: number, stone: Stone, p: Palette): string {
  const [light, body, rim] = STONES[stone];
  const crownTop = c.y - r * 0.42;
  const culet = c.y + r * 0.9;
  const table = r * 0.56;
  const claw = (x: number, behind: boolean): string =>
    `<path d="M${f(x * 0.55 + c.x * 0.45)} ${f(culet + r * 0.35)}Q${f(x + (x - c.x) * 0.15)} ${f(c.y + r * 0.2)} ${f(x)} ${f(crownTop + r * 0.05)}" fill="none" stroke="${behind ? p.dark : 'url(#mV)'}" stroke-width="${f(r * 0.16)}" stroke-linecap="round"/>`;
  return [
    `<path d="M${f(c.x - r * 0.5)} ${f(culet + r * 0.5)}Q${f(c.x)} ${f(culet + r * 0.1)} ${f(c.x + r * 0.5)} ${f(culet + r * 0.5)}" fill="none" stroke="url(#mD)" stroke-width="${f(r * 0.22)}"/>`,
    claw(c.x - r * 0.45, true),
    claw(c.x + r * 0.45, true),
    `<path d="M${f(c.x - r)} ${f(c.y)}L${f(c.x)} ${f(culet)}L${f(c.x + r)} ${f(c.y)}Z" fill="url(#st-${stone})" stroke="${rim}" stroke-width="1.5"/>`,
    `<path d="M${f(c.x - r * 0.5)} ${f(c.y)}L${f(c.x)} ${f(culet)}L${f(c.x + r * 0.5)} ${f(c.y)}M${f(c.x)} ${f(c.y)}L${f(c.x)} ${f(culet)}" stroke="${stone === 'diamond' ? '#8ea2b6' : light}" stroke-width="1.5" opacity=".7" fill="none"/>`,
    `<path d="M${f(c.x - r)} ${f(c.y)}L${f(c.x - table)} ${f(crownTop)}L${f(c.x + table)} ${f(crownTop)}L${f(c.x + r)} ${f(c.y)}Z" fill="${stone === 'diamond' ? '#f4f8fb' : body}" stroke="${rim}" stroke-width="1.5"/>`,
    `<path d="M${f(c.x - table)} ${f(crownTop)}L${f(c.x - r * 0.3)} ${f(c.y)}L${f(c.x)} ${f(crownTop)}L${f(c.x + r * 0.3)} ${f(c.y)}L${f(c.x + table)} ${f(crownTop)}" stroke="${stone === 'diamond' ? '#9fb2c4' : light}" stroke-width="1.5" fill="none" opacity=".8"/>`,
    `<ellipse cx="${f(c.x)}" cy="${f(crownTop)}" rx="${f(table)}" ry="${f(r * 0.12)}" fill="${light}" stroke="${rim}" stroke-width="1.2" opacity=".95"/>`,
    claw(c.x - r * 0.78, false),
    claw(c.x + r * 0.78, false),
    sparkle(c.x - r * 0.35, c.y - r * 0.2, r * 0.42),
    sparkle(c.x + r * 0.4, c.y + r * 0.3, r * 0.22, 0.8),
  ].join('');
}

function ringPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    const u = { cx: 480, cy: 560, r: 230, squash: 0.9, wall: 34, depth: 58 };
    const top = u.cy - u.r * u.squash - u.depth * 0.55;
    return (
      uprightRing(u, p) +
      `<path d="M${f(u.cx - 70)} ${f(top + 22)}Q${f(u.cx)} ${f(top - 40)} ${f(u.cx + 70)} ${f(top + 22)}" fill="none" stroke="url(#mV)" stroke-width="16" stroke-linecap="round"/>` +
      solitaireHead({ x: u.cx, y: top - 95 }, 86, 'diamond', p)
    );
  }
  if (variant === 2) {
    const b = { cx: 480, midY: 470, rx: 300, ry: 150, faceH: 92, wall: 20 };
    const stones: string[] = [];
    for (let k = -5; k <= 5; k += 1) {
      const x = b.cx + k * 44;
      const t = (x - b.cx) / b.rx;
      const y = b.midY + b.ry * Math.sqrt(1 - t * t);
      const squeeze = Math.sqrt(1 - t * t);
      stones.push(
        `<g transform="translate(${f(x)} ${f(y)}) scale(${f(squeeze)} 1) translate(${f(-x)} ${f(-y)})">${setGem({ x, y }, 17, tone === 'gold' ? 'diamond' : 'sapphire', false)}</g>`,
      );
    }
    return lyingBand(b, p, stones.join(''));
  }
  const stone: Stone = tone === 'gold' ? 'ruby' : 'amethyst';
  const u = { cx: 480, cy: 590, r: 220, squash: 0.88, wall: 26, depth: 46 };
  const top = u.cy - u.r * u.squash - u.depth * 0.5;
  const c = { x: u.cx, y: top - 30 };
  const halo: string[] = [];
  for (let k = 0; k < 14; k += 1) {
    const a = (k / 14) * Math.PI * 2;
    halo.push(gem({ x: c.x + Math.cos(a) * 96, y: c.y + Math.sin(a) * 74 }, 13, 'diamond'));
  }
  return `<g transform="rotate(-10 480 520)">${uprightRing(u, p)}
<ellipse cx="${f(c.x)}" cy="${f(c.y + 10)}" rx="118" ry="94" fill="${SHADOW}" opacity=".18" filter="url(#blurS)"/>
<ellipse cx="${f(c.x)}" cy="${f(c.y)}" rx="114" ry="90" fill="url(#mD)" stroke="${p.deep}" stroke-width="2"/>
${halo.join('')}
<ellipse cx="${f(c.x)}" cy="${f(c.y)}" rx="76" ry="58" fill="url(#mR)" stroke="${p.deep}" stroke-width="2"/>
<ellipse cx="${f(c.x)}" cy="${f(c.y)}" rx="66" ry="50" fill="url(#st-${stone})" stroke="${STONES[stone][2]}" stroke-width="2"/>
<path d="M${f(c.x - 66)} ${f(c.y)}L${f(c.x + 66)} ${f(c.y)}M${f(c.x)} ${f(c.y - 50)}L${f(c.x)} ${f(c.y + 50)}M${f(c.x - 44)} ${f(c.y - 36)}L${f(c.x + 44)} ${f(c.y + 36)}M${f(c.x + 44)} ${f(c.y - 36)}L${f(c.x - 44)} ${f(c.y + 36)}" stroke="${STONES[stone][0]}" stroke-width="2" opacity=".4"/>
<ellipse cx="${f(c.x)}" cy="${f(c.y)}" rx="30" ry="22" fill="${STONES[stone][0]}" opacity=".35"/>
${sparkle(c.x - 24, c.y - 20, 30)}${prongs(c, 70, 4, 45)}</g>`;
}

function ringTemplate(scene: Scene): string {
  const b = ringTemplateBand();
  return lyingBand(b, scene.p);
}

/** How wide the template band is drawn; its height and curve follow from the engraving arc. */
const RING_TEMPLATE_HALF_WIDTH = 0.34;
/** Polished bevel above and below the engravable part of the face. */
const RING_TEMPLATE_BEVEL = 0.014;

/**
 * The template band is the ellipse whose curve at its lowest point is the engraving circle
 * (radius r = rx² / ry), so across the arc the text follows the drawn face to within a few
 * pixels.
 */
function ringTemplateBand(): BandShape {
  const arc = ENGRAVING_AREAS.ring;
  const rx = RING_TEMPLATE_HALF_WIDTH * S;
  const radius = arc.radius * S;
  const ry = (rx * rx) / radius;
  const lowest = (arc.centerY + arc.radius) * S;
  return {
    cx: arc.centerX * S,
    midY: lowest - ry,
    rx,
    ry,
    faceH: (arc.bandHeight + 2 * RING_TEMPLATE_BEVEL) * S,
    wall: 0.026 * S,
  };
}

// ---------------------------------------------------------------------------------------------
// Pendants

/** A fine chain coming down from outside the picture to the pendant's bail, in a V. */
function neckChain(bail: Pt, spread: number, p: Palette, link = 17, wire = 3.6): string {
  const left = cubic(
    { x: bail.x - spread, y: -30 },
    { x: bail.x - spread * 0.92, y: bail.y * 0.55 },
    { x: bail.x - 60, y: bail.y - 50 },
    bail,
  );
  const right = cubic(
    bail,
    { x: bail.x + 60, y: bail.y - 50 },
    { x: bail.x + spread * 0.92, y: bail.y * 0.55 },
    { x: bail.x + spread, y: -30 },
  );
  return cableChain(along(joined(left, right), link * 0.78), link, wire, p);
}

function jumpRing(c: Pt, r: number, p: Palette): string {
  return `<ellipse cx="${f(c.x)}" cy="${f(c.y)}" rx="${f(r * 0.62)}" ry="${f(r)}" fill="none" stroke="${p.deep}" stroke-width="${f(r * 0.42)}" stroke-opacity=".6"/><ellipse cx="${f(c.x)}" cy="${f(c.y)}" rx="${f(r * 0.62)}" ry="${f(r)}" fill="none" stroke="url(#mV)" stroke-width="${f(r * 0.32)}"/>`;
}

function pendantPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    const stone: Stone = tone === 'gold' ? 'emerald' : 'pearl';
    const [light, , rim] = STONES[stone];
    const drop = (scale: number): string => {
      const x = (v: number): string => f(480 + (v - 480) * scale);
      const y = (v: number): string => f(540 + (v - 540) * scale);
      return `M${x(480)} ${y(380)}C${x(545)} ${y(445)} ${x(590)} ${y(495)} ${x(590)} ${y(560)}A${f(110 * scale)} ${f(110 * scale)} 0 0 1 ${x(370)} ${y(560)}C${x(370)} ${y(495)} ${x(415)} ${y(445)} ${x(480)} ${y(380)}Z`;
    };
    return [
      neckChain({ x: 480, y: 400 }, 260, p),
      '<g transform="translate(0 82)">',
      `<path d="${drop(1.04)}" fill="${SHADOW}" opacity=".25" transform="translate(12 16)" filter="url(#blurS)"/>`,
      jumpRing({ x: 480, y: 334 }, 20, p),
      `<path d="${drop(1.04)}" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>`,
      `<path d="${drop(0.8)}" fill="url(#st-${stone})" stroke="${rim}" stroke-width="2"/>`,
      stone === 'pearl'
        ? `<ellipse cx="445" cy="520" rx="26" ry="42" transform="rotate(20 445 520)" fill="#ffffff" opacity=".75"/>`
        : `<path d="M480 420L480 640M430 520L530 610M530 520L430 610M410 570H550" stroke="${light}" stroke-width="2" opacity=".35"/><path d="${drop(0.45)}" fill="${light}" opacity=".22"/>${sparkle(450, 520, 34)}`,
      setGem({ x: 480, y: 392 }, 16, 'diamond'),
      '</g>',
    ].join('');
  }
  if (variant === 2) {
    const c = { x: 480, y: 560 };
    const petals: string[] = [];
    for (let k = 0; k < 8; k += 1) {
      petals.push(
        `<ellipse transform="rotate(${k * 45} ${c.x} ${c.y}) translate(0 -64)" cx="${c.x}" cy="${c.y}" rx="24" ry="46" fill="url(#mV)" stroke="${p.deep}" stroke-width="2"/>`,
      );
    }
    const beads: string[] = [];
    for (let k = 0; k < 40; k += 1) {
      const a = (k / 40) * Math.PI * 2;
      beads.push(bead({ x: c.x + Math.cos(a) * 131, y: c.y + Math.sin(a) * 131 }, 7.5, p));
    }
    return [
      neckChain({ x: 480, y: 430 }, 250, p),
      '<g transform="translate(0 58)">',
      shadowEllipse(c.x + 14, c.y + 18, 150, 150, 0.3, false),
      `<rect x="458" y="372" width="44" height="46" rx="14" fill="url(#mH)" stroke="${p.deep}" stroke-width="2"/>`,
      `<circle cx="${c.x}" cy="${c.y}" r="145" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>`,
      `<circle cx="${c.x}" cy="${c.y}" r="120" fill="url(#mIn)" opacity=".55"/>`,
      beads.join(''),
      petals.join(''),
      `<circle cx="${c.x}" cy="${c.y}" r="34" fill="url(#mR)" stroke="${p.deep}" stroke-width="2"/>`,
      gem(c, 18, tone === 'gold' ? 'ruby' : 'emerald'),
      '</g>',
    ].join('');
  }
  const heart =
    'M480 660C380 590 318 530 328 460C338 398 430 384 480 446C530 384 622 398 632 460C642 530 580 590 480 660Z';
  return [
    neckChain({ x: 480, y: 470 }, 240, p),
    '<g transform="translate(0 58)">',
    `<path d="${heart}" fill="none" stroke="${SHADOW}" stroke-width="34" opacity=".22" transform="translate(12 16)" filter="url(#blurS)"/>`,
    `<path d="${heart}" fill="none" stroke="${p.deep}" stroke-width="36" stroke-linejoin="round"/>`,
    `<path d="${heart}" fill="none" stroke="url(#mD)" stroke-width="30" stroke-linejoin="round"/>`,
    `<path d="M352 470C356 428 410 412 452 440" fill="none" stroke="${p.shine}" stroke-width="7" stroke-linecap="round" opacity=".85"/>`,
    jumpRing({ x: 480, y: 424 }, 18, p),
    setGem({ x: 480, y: 636 }, 20, tone === 'gold' ? 'diamond' : 'ruby'),
    '</g>',
  ].join('');
}

/** Disc of the pendant template, from the engraving box: the box fits inside with a margin. */
function pendantTemplateDisc(): { c: Pt; face: number; rim: number } {
  const box = ENGRAVING_AREAS.pendant;
  const c = { x: (box.x + box.width / 2) * S, y: (box.y + box.height / 2) * S };
  const face = (Math.hypot(box.width / 2, box.height / 2) + 0.035) * S;
  return { c, face, rim: face + 0.022 * S };
}

function pendantTemplate(scene: Scene): string {
  const { p } = scene;
  const { c, face, rim } = pendantTemplateDisc();
  const top = c.y - rim;
  return [
    neckChain({ x: c.x, y: top - 44 }, 250, p),
    shadowEllipse(c.x + 14, c.y + 18, rim, rim, 0.3, false),
    jumpRing({ x: c.x, y: top - 26 }, 22, p),
    `<circle cx="${f(c.x)}" cy="${f(top - 4)}" r="16" fill="url(#mR)" stroke="${p.deep}" stroke-width="2"/>`,
    `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(rim)}" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>`,
    `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(face)}" fill="url(#mF)" stroke="${p.dark}" stroke-width="2"/>`,
    `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(face)}" fill="url(#gloss)" opacity=".35"/>`,
    `<path d="M${f(c.x - face * 0.8)} ${f(c.y - face * 0.55)}A${f(face)} ${f(face)} 0 0 1 ${f(c.x + face * 0.2)} ${f(c.y - face * 0.98)}" fill="none" stroke="${p.shine}" stroke-width="6" stroke-linecap="round" opacity=".8"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Bracelets, chains, anklets

function braceletPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    const samples = along(ellipseArc(480, 470, 300, 175, 99, 441), 34);
    return [curbChain(samples, 40, 10, p), lobsterClasp({ x: 488, y: 646 }, 34, 0, p)].join('');
  }
  if (variant === 2) {
    const samples = along(ellipseArc(480, 480, 290, 160, -90, 270), 44).sort((a, b) => a.y - b.y);
    const out: string[] = [shadowRing(494, 498, 290, 160, 50, 0.24)];
    samples.forEach((s, i) => {
      const stone: Stone = tone === 'silver' && i % 2 === 1 ? 'sapphire' : 'diamond';
      out.push(
        `<rect transform="${placed(s)}" x="-22" y="-22" width="44" height="44" rx="9" fill="url(#mD)" stroke="${p.deep}" stroke-width="2"/>`,
        gem(s, 16, stone),
      );
    });
    return out.join('');
  }
  const chain = along(ellipseArc(480, 460, 290, 165, -90, 270), 15);
  const beads: string[] = [];
  for (let k = 0; k < 9; k += 1) {
    const a = ((25 + k * 16.25) * Math.PI) / 180;
    const c = { x: 480 + Math.cos(a) * 290, y: 460 + Math.sin(a) * 165 };
    beads.push(k % 2 === 0 ? bead(c, 16, p) : gem(c, 14, 'onyx'));
  }
  return [
    cableChain(chain, 19, 4, p),
    beads.join(''),
    jumpRing({ x: 480, y: 648 }, 14, p),
    `<circle cx="480" cy="690" r="34" fill="url(#mD)" stroke="${p.deep}" stroke-width="2"/>`,
    `<circle cx="480" cy="690" r="27" fill="url(#st-sapphire)"/>`,
    `<ellipse cx="480" cy="690" rx="19" ry="14" fill="#ffffff"/>`,
    `<circle cx="480" cy="690" r="11" fill="#4fa3e0"/><circle cx="480" cy="690" r="6" fill="#0b1a2e"/>`,
    `<circle cx="476" cy="686" r="2.5" fill="#ffffff"/>`,
  ].join('');
}

/** The ID bar of the bracelet template, from the engraving box: the box plus a polished margin. */
function braceletTemplateBar(): { x: number; y: number; w: number; h: number } {
  const box = ENGRAVING_AREAS.bracelet;
  const mx = 0.035;
  const my = 0.025;
  return {
    x: (box.x - mx) * S,
    y: (box.y - my) * S,
    w: (box.width + 2 * mx) * S,
    h: (box.height + 2 * my) * S,
  };
}

function braceletTemplate(scene: Scene): string {
  const { p } = scene;
  const bar = braceletTemplateBar();
  const midY = bar.y + bar.h / 2;
  const leftEnd = { x: bar.x - 8, y: midY };
  const rightEnd = { x: bar.x + bar.w + 8, y: midY };
  const back = { x: S / 2, y: midY - 0.33 * S };
  const chain = joined(
    cubic(leftEnd, { x: leftEnd.x - 0.14 * S, y: midY - 0.02 * S }, { x: back.x - 0.4 * S, y: back.y }, back),
    cubic(
      back,
      { x: back.x + 0.4 * S, y: back.y },
      { x: rightEnd.x + 0.14 * S, y: midY - 0.02 * S },
      rightEnd,
    ),
  );
  const inset = 0.012 * S;
  return [
    curbChain(along(chain, 30), 36, 8.5, p),
    `<rect x="${f(bar.x + 14)}" y="${f(bar.y + 20)}" width="${f(bar.w)}" height="${f(bar.h)}" rx="${f(bar.h * 0.28)}" fill="${SHADOW}" opacity=".3" filter="url(#blurS)"/>`,
    `<rect x="${f(bar.x)}" y="${f(bar.y)}" width="${f(bar.w)}" height="${f(bar.h)}" rx="${f(bar.h * 0.28)}" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>`,
    `<rect x="${f(bar.x + inset)}" y="${f(bar.y + inset)}" width="${f(bar.w - 2 * inset)}" height="${f(bar.h - 2 * inset)}" rx="${f(bar.h * 0.2)}" fill="url(#mF)" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<rect x="${f(bar.x + inset)}" y="${f(bar.y + inset)}" width="${f(bar.w - 2 * inset)}" height="${f((bar.h - 2 * inset) * 0.45)}" rx="${f(bar.h * 0.2)}" fill="url(#gloss)" opacity=".35"/>`,
  ].join('');
}

function chainPiece(scene: Scene): string {
  const { p, variant } = scene;
  if (variant === 1) {
    const u = joined(
      cubic({ x: 170, y: -40 }, { x: 180, y: 560 }, { x: 300, y: 790 }, { x: 480, y: 790 }),
      cubic({ x: 480, y: 790 }, { x: 660, y: 790 }, { x: 780, y: 560 }, { x: 790, y: -40 }),
    );
    return cableChain(along(u, 26), 34, 8, p);
  }
  if (variant === 2) {
    const s = cubic({ x: 150, y: 800 }, { x: 560, y: 860 }, { x: 380, y: 120 }, { x: 800, y: 170 });
    return [
      ropeChain(along(s, 12), 24, 34, p),
      lobsterClasp({ x: 850, y: 175 }, 40, 6, p),
      jumpRing({ x: 120, y: 798 }, 24, p),
    ].join('');
  }
  const u = joined(
    cubic({ x: 90, y: -50 }, { x: 100, y: 640 }, { x: 290, y: 820 }, { x: 480, y: 820 }),
    cubic({ x: 480, y: 820 }, { x: 670, y: 820 }, { x: 860, y: 640 }, { x: 870, y: -50 }),
  );
  return curbChain(along(u, 38), 48, 12, p);
}

function ghungroo(c: Pt, r: number, p: Palette): string {
  return `<path d="M${f(c.x)} ${f(c.y - r * 1.9)}V${f(c.y - r * 0.9)}" stroke="${p.dark}" stroke-width="${f(r * 0.3)}"/>${bead(c, r, p)}<path d="M${f(c.x - r * 0.6)} ${f(c.y + r * 0.3)}H${f(c.x + r * 0.6)}" stroke="${p.deep}" stroke-width="${f(r * 0.22)}" stroke-linecap="round"/>`;
}

function ankletLoop(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  p: Palette,
  hanging: (c: Pt) => string,
): string {
  const chain = along(ellipseArc(cx, cy, rx, ry, -90, 270), 14);
  const out = [cableChain(chain, 17, 3.8, p)];
  for (let a = 18; a <= 162; a += 12) {
    const rad = (a * Math.PI) / 180;
    out.push(hanging({ x: cx + Math.cos(rad) * rx, y: cy + Math.sin(rad) * ry + 24 }));
  }
  return out.join('');
}

function ankletPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    return [
      ankletLoop(430, 390, 270, 130, p, (c) => ghungroo(c, 12, p)),
      ankletLoop(530, 560, 270, 130, p, (c) => ghungroo(c, 12, p)),
    ].join('');
  }
  if (variant === 2) {
    const path = along(ellipseArc(480, 470, 320, 170, -90, 270), 58).sort((a, b) => a.y - b.y);
    const out = [cableChain(along(ellipseArc(480, 470, 320, 170, -90, 270), 13), 16, 3.4, p)];
    for (const s of path) {
      const petals: string[] = [];
      for (let k = 0; k < 6; k += 1) {
        const a = (k / 6) * Math.PI * 2;
        petals.push(bead({ x: s.x + Math.cos(a) * 13, y: s.y + Math.sin(a) * 13 }, 9, p));
      }
      out.push(
        `<circle cx="${f(s.x + 6)}" cy="${f(s.y + 9)}" r="24" fill="${SHADOW}" opacity=".2"/>`,
        petals.join(''),
        bead(s, 8, p),
      );
    }
    return out.join('');
  }
  const stones: Stone[] = tone === 'gold' ? ['ruby', 'emerald'] : ['ruby', 'turquoise'];
  let k = 0;
  return ankletLoop(480, 440, 310, 160, p, (c) => {
    k += 1;
    const stone = stones[k % 2] ?? 'ruby';
    return `<path d="M${f(c.x)} ${f(c.y - 30)}V${f(c.y - 16)}" stroke="${p.dark}" stroke-width="4"/><path d="M${f(c.x)} ${f(c.y - 18)}C${f(c.x + 16)} ${f(c.y - 2)} ${f(c.x + 16)} ${f(c.y + 18)} ${f(c.x)} ${f(c.y + 20)}C${f(c.x - 16)} ${f(c.y + 18)} ${f(c.x - 16)} ${f(c.y - 2)} ${f(c.x)} ${f(c.y - 18)}Z" fill="url(#st-${stone})" stroke="${p.dark}" stroke-width="3"/>${sparkle(c.x - 3, c.y + 2, 6)}`;
  });
}

// ---------------------------------------------------------------------------------------------
// Necklaces, bangles, kadas

/** A necklace strand: chain from both sides of the neck down to the front arc and along it. */
function strand(front: Curve, leftTop: Pt, rightTop: Pt): Curve {
  const a = front(0);
  const b = front(1);
  return joined(
    cubic(leftTop, { x: leftTop.x, y: leftTop.y + 90 }, { x: a.x, y: a.y - 90 }, a),
    front,
    cubic(b, { x: b.x, y: b.y - 90 }, { x: rightTop.x, y: rightTop.y + 90 }, rightTop),
  );
}

function necklacePiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    const front = ellipseArc(480, 230, 290, 380, 160, 20);
    const stone: Stone = tone === 'gold' ? 'ruby' : 'emerald';
    const out = [cableChain(along(strand(front, { x: 220, y: -20 }, { x: 740, y: -20 }), 13), 16, 3.5, p)];
    const settings = along(front, 66);
    out.push(shadowAlong(settings, 40, 0.16));
    for (const s of settings) {
      const drop = { x: s.x, y: s.y + 42 };
      out.push(
        `<path d="M${f(s.x)} ${f(s.y)}L${f(drop.x)} ${f(drop.y)}" stroke="${p.dark}" stroke-width="3"/>`,
        gem(drop, 10, 'pearl'),
        setGem(s, 19, stone, false),
        `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="23" fill="none" stroke="${p.deep}" stroke-width="1.5" opacity=".6"/>`,
      );
    }
    const centre = front(0.5);
    out.push(
      `<path d="M${f(centre.x)} ${f(centre.y)}V${f(centre.y + 70)}" stroke="${p.dark}" stroke-width="4"/>`,
      setGem({ x: centre.x, y: centre.y + 70 }, 30, stone),
      gem({ x: centre.x, y: centre.y + 122 }, 14, 'pearl'),
    );
    return out.join('');
  }
  if (variant === 2) {
    const front = ellipseArc(480, 170, 300, 480, 158, 22);
    const out = [cableChain(along(strand(front, { x: 210, y: -20 }, { x: 750, y: -20 }), 13), 16, 3.5, p)];
    const coins = along(front, 46);
    out.push(shadowAlong(coins, 70, 0.22));
    for (const s of coins) {
      const a = Math.atan2(s.y - 170, s.x - 480);
      const c = { x: s.x + Math.cos(a) * 24, y: s.y + Math.sin(a) * 24 };
      out.push(
        `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="34" fill="url(#mD)" stroke="${p.deep}" stroke-width="2"/>`,
        `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="25" fill="none" stroke="${p.dark}" stroke-width="2.5" stroke-dasharray="3 4"/>`,
        `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="11" fill="url(#mR)" stroke="${p.dark}" stroke-width="1.5"/>`,
        bead(s, 7, p),
      );
    }
    return out.join('');
  }
  const innerFront = ellipseArc(480, 150, 250, 400, 162, 18);
  const outerFront = ellipseArc(480, 150, 310, 520, 158, 22);
  const out = [
    cableChain(along(strand(innerFront, { x: 240, y: -20 }, { x: 720, y: -20 }), 13), 16, 3.5, p),
    cableChain(along(strand(outerFront, { x: 180, y: -20 }, { x: 780, y: -20 }), 13), 16, 3.5, p),
  ];
  for (const s of along(innerFront, 26)) out.push(bead(s, 11, p));
  for (const s of along(outerFront, 32)) out.push(bead(s, 14, p));
  const stone: Stone = tone === 'gold' ? 'emerald' : 'amethyst';
  const mango =
    'M480 700C530 700 560 740 556 790C552 850 500 880 470 900C490 860 420 850 410 790C404 740 440 700 480 700Z';
  out.push(
    jumpRing({ x: 480, y: 684 }, 16, p),
    `<path d="${mango}" fill="${SHADOW}" opacity=".25" transform="translate(12 16)" filter="url(#blurS)"/>`,
    `<path d="${mango}" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>`,
    `<path d="${mango}" transform="translate(482 800) scale(.68) translate(-482 -800)" fill="url(#st-${stone})"/>`,
    sparkle(465, 775, 22),
  );
  return out.join('');
}

function banglePiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    return [
      tubeEllipse(480, 540, 300, 150, 30, p),
      tubeEllipse(480, 490, 300, 150, 30, p),
      tubeEllipse(480, 440, 300, 150, 30, p),
    ].join('');
  }
  if (variant === 2) {
    const grooves = `<ellipse cx="480" cy="480" rx="300" ry="160" fill="none" stroke="${p.deep}" stroke-width="40" stroke-dasharray="3 13" opacity=".35"/>`;
    return tubeEllipse(480, 480, 300, 160, 46, p, grooves);
  }
  const stones: string[] = [];
  for (let a = -80; a < 280; a += 12) {
    const rad = (a * Math.PI) / 180;
    stones.push(
      gem(
        { x: 480 + Math.cos(rad) * 300, y: 480 + Math.sin(rad) * 160 - 2 },
        11,
        a % 24 === 4 ? (tone === 'gold' ? 'ruby' : 'sapphire') : 'diamond',
      ),
    );
  }
  return tubeEllipse(480, 480, 300, 160, 40, p, stones.join(''));
}

function kadaPiece(scene: Scene): string {
  const { p, variant } = scene;
  if (variant === 1) {
    return tubeEllipse(480, 490, 290, 170, 64, p);
  }
  if (variant === 2) {
    const b = { cx: 480, midY: 450, rx: 310, ry: 170, faceH: 110, wall: 38 };
    const ribs: string[] = [];
    for (let k = -13; k <= 13; k += 1) {
      const x = b.cx + k * 22;
      const t = (x - b.cx) / b.rx;
      const sag = b.ry * Math.sqrt(1 - t * t);
      ribs.push(`M${f(x)} ${f(b.midY - b.faceH / 2 + sag + 8)}V${f(b.midY + b.faceH / 2 + sag - 8)}`);
    }
    return lyingBand(
      b,
      p,
      `<path d="${ribs.join('')}" stroke="${p.deep}" stroke-width="5" opacity=".4"/><path d="${ribs.join('').replace(/M([\d.]+)/g, (_m, x: string) => `M${f(Number(x) + 5)}`)}" stroke="${p.shine}" stroke-width="3" opacity=".55"/>`,
    );
  }
  const arc = `M${f(480 + Math.cos((115 * Math.PI) / 180) * 250)} ${f(470 + Math.sin((115 * Math.PI) / 180) * 250)}A250 250 0 1 1 ${f(480 + Math.cos((65 * Math.PI) / 180) * 250)} ${f(470 + Math.sin((65 * Math.PI) / 180) * 250)}`;
  const endA = {
    x: 480 + Math.cos((115 * Math.PI) / 180) * 250,
    y: 470 + Math.sin((115 * Math.PI) / 180) * 250,
  };
  const endB = {
    x: 480 + Math.cos((65 * Math.PI) / 180) * 250,
    y: 470 + Math.sin((65 * Math.PI) / 180) * 250,
  };
  return [
    `<path d="${arc}" fill="none" stroke="${SHADOW}" stroke-width="56" opacity=".25" transform="translate(14 18)" filter="url(#blurS)"/>`,
    `<path d="${arc}" fill="none" stroke="${p.deep}" stroke-width="58"/>`,
    `<path d="${arc}" fill="none" stroke="${p.mid}" stroke-width="52"/>`,
    `<path d="${arc}" fill="none" stroke="${p.dark}" stroke-width="16" opacity=".5" transform="translate(6 8)"/>`,
    `<path d="${arc}" fill="none" stroke="${p.bright}" stroke-width="16" opacity=".9" transform="translate(-6 -7)"/>`,
    `<path d="${arc}" fill="none" stroke="${p.shine}" stroke-width="5" opacity=".9" transform="translate(-8 -9)"/>`,
    bead(endA, 44, p),
    bead(endB, 44, p),
    `<circle cx="${f(endA.x)}" cy="${f(endA.y)}" r="30" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="4 5" opacity=".7"/>`,
    `<circle cx="${f(endB.x)}" cy="${f(endB.y)}" r="30" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="4 5" opacity=".7"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Small pieces: toe rings, earrings, studs, nose pins

function flower(c: Pt, r: number, centre: Stone, petalStone: Stone | undefined, p: Palette): string {
  const out: string[] = [];
  for (let k = 0; k < 6; k += 1) {
    const a = (k / 6) * Math.PI * 2 - Math.PI / 2;
    const pc = { x: c.x + Math.cos(a) * r * 0.62, y: c.y + Math.sin(a) * r * 0.62 };
    out.push(
      petalStone
        ? setGem(pc, r * 0.3, petalStone, false)
        : `<ellipse transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(pc.x)} ${f(pc.y)})" cx="${f(pc.x)}" cy="${f(pc.y)}" rx="${f(r * 0.3)}" ry="${f(r * 0.42)}" fill="url(#mD)" stroke="${p.deep}" stroke-width="2"/>`,
    );
  }
  out.push(setGem(c, r * 0.34, centre, true));
  return out.join('');
}

function toeRingPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    const coil = (cx: number, cy: number): string =>
      [
        tubeEllipse(cx, cy + 44, 170, 80, 18, p),
        tubeEllipse(cx, cy + 22, 170, 80, 18, p),
        tubeEllipse(cx, cy, 170, 80, 18, p),
      ].join('');
    return coil(330, 380) + coil(620, 560);
  }
  const one = (cx: number, cy: number, scale: number): string => {
    const u = { cx, cy, r: 150 * scale, squash: 0.86, wall: 16 * scale, depth: 30 * scale };
    const top = { x: cx, y: cy - u.r * u.squash - 30 * scale };
    const motif =
      variant === 2
        ? flower(top, 80 * scale, tone === 'gold' ? 'ruby' : 'diamond', undefined, p)
        : `<path transform="translate(${f(top.x)} ${f(top.y)}) scale(${f(scale)})" d="M0 -80C46 -54 58 0 0 60C-58 0 -46 -54 0 -80Z" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>${setGem({ x: top.x, y: top.y - 10 * scale }, 30 * scale, 'turquoise', false)}${bead({ x: top.x, y: top.y + 44 * scale }, 8 * scale, p)}${bead({ x: top.x, y: top.y - 62 * scale }, 7 * scale, p)}`;
    return uprightRing(u, p) + motif;
  };
  return one(340, 480, 0.9) + one(630, 600, 1);
}

function earringPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    const jhumka = (cx: number, cy: number, s: number): string => {
      const top = cy - 170 * s;
      const domeTop = cy - 60 * s;
      const w = 120 * s;
      const bottom = cy + 90 * s;
      const dome = `M${f(cx - 22 * s)} ${f(domeTop)}C${f(cx - w * 0.6)} ${f(domeTop + 20 * s)} ${f(cx - w)} ${f(bottom - 60 * s)} ${f(cx - w)} ${f(bottom)}Q${f(cx)} ${f(bottom + 40 * s)} ${f(cx + w)} ${f(bottom)}C${f(cx + w)} ${f(bottom - 60 * s)} ${f(cx + w * 0.6)} ${f(domeTop + 20 * s)} ${f(cx + 22 * s)} ${f(domeTop)}Z`;
      const fringe: string[] = [];
      for (let k = -5; k <= 5; k += 1) {
        const x = cx + k * w * 0.19;
        const y = bottom + 20 * s * (1 - (k * k) / 25) + 12 * s;
        fringe.push(
          `<path d="M${f(x)} ${f(y - 14 * s)}V${f(y)}" stroke="${p.dark}" stroke-width="${f(3 * s)}"/>`,
          gem({ x, y: y + 8 * s }, 9 * s, 'pearl'),
        );
      }
      return [
        `<path d="${dome}" fill="${SHADOW}" opacity=".25" transform="translate(12 16)" filter="url(#blurS)"/>`,
        fringe.join(''),
        `<path d="${dome}" fill="url(#mH)" stroke="${p.deep}" stroke-width="2.5"/>`,
        `<path d="M${f(cx - w * 0.78)} ${f(bottom - 34 * s)}Q${f(cx)} ${f(bottom - 2 * s)} ${f(cx + w * 0.78)} ${f(bottom - 34 * s)}" fill="none" stroke="${p.deep}" stroke-width="${f(4 * s)}" stroke-dasharray="${f(2 * s)} ${f(8 * s)}" stroke-linecap="round" opacity=".7"/>`,
        `<path d="M${f(cx - w * 0.5)} ${f(domeTop + 50 * s)}Q${f(cx)} ${f(domeTop + 72 * s)} ${f(cx + w * 0.5)} ${f(domeTop + 50 * s)}" fill="none" stroke="${p.deep}" stroke-width="${f(3 * s)}" opacity=".5"/>`,
        `<path d="M${f(cx)} ${f(top + 40 * s)}V${f(domeTop + 4 * s)}" stroke="${p.mid}" stroke-width="${f(8 * s)}"/>`,
        flower({ x: cx, y: top }, 62 * s, tone === 'gold' ? 'ruby' : 'emerald', undefined, p),
      ].join('');
    };
    return jhumka(320, 480, 1) + jhumka(640, 540, 1);
  }
  if (variant === 2) {
    const hoop = (cx: number, cy: number, tilt: number): string =>
      `<g transform="rotate(${tilt} ${cx} ${cy})">${tubeEllipse(cx, cy, 120, 160, 26, p)}${bead({ x: cx, y: cy + 160 }, 16, p)}</g>`;
    return hoop(320, 470, -8) + hoop(640, 500, 10);
  }
  const chandbali = (cx: number, cy: number): string => {
    const moon = `M${cx - 150} ${cy}A150 150 0 0 0 ${cx + 150} ${cy}A165 120 0 0 1 ${cx - 150} ${cy}Z`;
    const out = [
      `<path d="M${cx} ${cy - 170}C${cx + 40} ${cy - 170} ${cx + 40} ${cy - 110} ${cx} ${cy - 96}" fill="none" stroke="url(#mV)" stroke-width="8"/>`,
      `<path d="${moon}" fill="${SHADOW}" opacity=".25" transform="translate(12 16)" filter="url(#blurS)"/>`,
      setGem({ x: cx, y: cy - 74 }, 22, tone === 'gold' ? 'emerald' : 'sapphire'),
      `<path d="M${cx} ${cy - 48}V${cy - 8}" stroke="${p.dark}" stroke-width="5"/>`,
      `<path d="${moon}" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>`,
    ];
    for (let k = 1; k < 10; k += 1) {
      const a = Math.PI - (k / 10) * Math.PI;
      out.push(
        gem({ x: cx + Math.cos(a) * 128, y: cy + Math.sin(a) * 112 }, 10, k % 2 === 0 ? 'ruby' : 'diamond'),
      );
      const hang = { x: cx + Math.cos(a) * 152, y: cy + Math.sin(a) * 152 + 20 };
      out.push(gem(hang, 9, 'pearl'));
    }
    return out.join('');
  };
  return chandbali(310, 460) + chandbali(650, 520);
}

function studPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  if (variant === 1) {
    // the second stud lies on its side so the post and butterfly back show
    const profile = [
      shadowEllipse(660, 600, 190, 40, 0.3),
      '<g transform="translate(600 520) rotate(-78)">',
      `<rect x="-6" y="80" width="12" height="140" rx="6" fill="${p.mid}" stroke="${p.deep}" stroke-width="1.5"/>`,
      `<rect x="-2" y="84" width="4" height="130" rx="2" fill="${p.shine}" opacity=".8"/>`,
      `<path d="M-50 150C-64 196 -10 206 0 172C10 206 64 196 50 150C30 172 -30 172 -50 150Z" fill="url(#mD)" stroke="${p.deep}" stroke-width="2"/>`,
      bead({ x: 0, y: 224 }, 11, p),
      solitaireHead({ x: 0, y: 0 }, 72, 'diamond', p),
      '</g>',
    ].join('');
    return (
      shadowEllipse(330, 470, 125, 125, 0.28, false) + setGem({ x: 320, y: 450 }, 96, 'diamond') + profile
    );
  }
  if (variant === 2) {
    const stone: Stone = tone === 'gold' ? 'ruby' : 'sapphire';
    return [
      shadowEllipse(340, 470, 150, 150, 0.25, false),
      shadowEllipse(640, 560, 130, 130, 0.25, false),
      `<circle cx="330" cy="450" r="150" fill="url(#mD)" stroke="${p.deep}" stroke-width="2" opacity=".95"/>`,
      flower({ x: 330, y: 450 }, 150, stone, 'diamond', p),
      `<circle cx="630" cy="540" r="128" fill="url(#mD)" stroke="${p.deep}" stroke-width="2" opacity=".95"/>`,
      flower({ x: 630, y: 540 }, 128, stone, 'diamond', p),
    ].join('');
  }
  const square = (cx: number, cy: number, s: number, stone: Stone): string => {
    const [light, , rim] = STONES[stone];
    return [
      `<rect x="${f(cx - s + 12)}" y="${f(cy - s + 16)}" width="${f(2 * s)}" height="${f(2 * s)}" rx="${f(s * 0.22)}" fill="${SHADOW}" opacity=".28" filter="url(#blurS)"/>`,
      `<rect x="${f(cx - s)}" y="${f(cy - s)}" width="${f(2 * s)}" height="${f(2 * s)}" rx="${f(s * 0.22)}" fill="url(#mD)" stroke="${p.deep}" stroke-width="2.5"/>`,
      `<rect x="${f(cx - s * 0.72)}" y="${f(cy - s * 0.72)}" width="${f(1.44 * s)}" height="${f(1.44 * s)}" fill="url(#st-${stone})" stroke="${rim}" stroke-width="2"/>`,
      `<path d="M${f(cx - s * 0.72)} ${f(cy - s * 0.72)}L${f(cx + s * 0.72)} ${f(cy + s * 0.72)}M${f(cx + s * 0.72)} ${f(cy - s * 0.72)}L${f(cx - s * 0.72)} ${f(cy + s * 0.72)}" stroke="${light}" stroke-width="2" opacity=".45"/>`,
      `<rect x="${f(cx - s * 0.34)}" y="${f(cy - s * 0.34)}" width="${f(0.68 * s)}" height="${f(0.68 * s)}" fill="${light}" opacity=".25" stroke="${light}" stroke-opacity=".6"/>`,
      sparkle(cx - s * 0.3, cy - s * 0.32, s * 0.34),
    ].join('');
  };
  const stone: Stone = 'onyx';
  return square(330, 460, 110, stone) + square(640, 560, 96, stone);
}

function nosePinPiece(scene: Scene): string {
  const { p, tone, variant } = scene;
  const stem = (from: Pt): string =>
    `<path d="M${f(from.x)} ${f(from.y)}C${f(from.x + 120)} ${f(from.y + 60)} ${f(from.x + 200)} ${f(from.y + 180)} ${f(from.x + 150)} ${f(from.y + 260)}" fill="none" stroke="${SHADOW}" stroke-width="14" opacity=".2" transform="translate(10 14)" filter="url(#blurS)"/><path d="M${f(from.x)} ${f(from.y)}C${f(from.x + 120)} ${f(from.y + 60)} ${f(from.x + 200)} ${f(from.y + 180)} ${f(from.x + 150)} ${f(from.y + 260)}" fill="none" stroke="url(#mH)" stroke-width="12" stroke-linecap="round"/>${bead({ x: from.x + 150, y: from.y + 262 }, 12, p)}`;
  if (variant === 1) {
    return (
      stem({ x: 460, y: 450 }) +
      shadowEllipse(430, 440, 210, 210, 0.25, false) +
      flower({ x: 420, y: 420 }, 210, 'diamond', 'diamond', p)
    );
  }
  if (variant === 2) {
    return [
      stem({ x: 470, y: 470 }),
      shadowEllipse(444, 462, 122, 122, 0.3, false),
      `<circle cx="430" cy="440" r="120" fill="url(#mD)" stroke="${p.deep}" stroke-width="3"/>`,
      `<circle cx="430" cy="440" r="106" fill="none" stroke="${p.dark}" stroke-width="6" stroke-dasharray="2 9" stroke-linecap="round"/>`,
      gem({ x: 430, y: 440 }, 84, tone === 'gold' ? 'diamond' : 'ruby'),
      prongs({ x: 430, y: 440 }, 88, 6, 30),
    ].join('');
  }
  const arcStones: string[] = [];
  for (let a = 55; a <= 125; a += 14) {
    const rad = (a * Math.PI) / 180;
    arcStones.push(
      setGem(
        { x: 480 + Math.cos(rad) * 220, y: 460 + Math.sin(rad) * 240 },
        18,
        a === 90 ? (tone === 'gold' ? 'ruby' : 'emerald') : 'diamond',
        false,
      ),
    );
  }
  for (let a = 30; a <= 150; a += 10) {
    const rad = (a * Math.PI) / 180;
    if (a < 55 || a > 125)
      arcStones.push(bead({ x: 480 + Math.cos(rad) * 220, y: 460 + Math.sin(rad) * 240 }, 9, p));
  }
  return [
    tubeEllipse(480, 460, 220, 240, 16, p),
    arcStones.join(''),
    gem({ x: 480, y: 740 }, 14, 'pearl'),
    bead(
      { x: 480 + Math.cos((-60 * Math.PI) / 180) * 220, y: 460 + Math.sin((-60 * Math.PI) / 180) * 240 },
      14,
      p,
    ),
  ].join('');
}

const PIECES: Record<ItemType, (scene: Scene) => string> = {
  ring: ringPiece,
  pendant: pendantPiece,
  bracelet: braceletPiece,
  chain: chainPiece,
  necklace: necklacePiece,
  bangle: banglePiece,
  kada: kadaPiece,
  anklet: ankletPiece,
  'toe-ring': toeRingPiece,
  earring: earringPiece,
  stud: studPiece,
  'nose-pin': nosePinPiece,
};

const TEMPLATES: Record<EngravingTemplateItemType, (scene: Scene) => string> = {
  ring: ringTemplate,
  pendant: pendantTemplate,
  bracelet: braceletTemplate,
};

function backdropFor(tone: Tone, variant: Variant): Backdrop {
  if (variant === 1) return 'warm';
  if (variant === 2) return tone === 'gold' ? 'blush' : 'mist';
  return 'stone';
}

/** The SVG source of one design; throws for a key that is not one of `designKeys()`. */
export function designSvg(key: string): string {
  const parsed = parseDesign(key);
  if (!parsed) throw new Error(`Unknown catalogue image design "${key}"`);
  if (parsed.kind === 'template') {
    const scene: Scene = { tone: parsed.tone, p: PALETTES[parsed.tone], variant: 1 };
    return svgDocument(scene, 'warm', TEMPLATES[parsed.itemType](scene));
  }
  const scene: Scene = { tone: parsed.tone, p: PALETTES[parsed.tone], variant: parsed.variant };
  return svgDocument(scene, backdropFor(parsed.tone, parsed.variant), PIECES[parsed.itemType](scene));
}

// ---------------------------------------------------------------------------------------------
// Rendering to WebP

const WEBP_QUALITY = 78;
/** Effort 2 of 6: files about 4% larger than at effort 4, in half the encoding time. */
const WEBP_EFFORT = 2;
/** Two designs at a time keeps both cores busy without sharp's threads fighting over them. */
const RENDER_CONCURRENCY = 2;

const ManifestSchema = z.object({
  version: z.string(),
  widths: z.array(z.number()),
  /** Design key to a hash of its drawing, so an edited drawing is redrawn even without a bump. */
  designs: z.record(z.string(), z.string()),
  files: z.array(z.string()),
});
type Manifest = z.infer<typeof ManifestSchema>;

function drawingHash(svg: string): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 16);
}

function fileName(design: string, width: number): string {
  return `${design}-${width}.webp`;
}

/** Write to a private temporary name and rename, so a reader never sees half a file. */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readManifest(path: string): Promise<Manifest | undefined> {
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function allExist(dir: string, files: readonly string[]): Promise<boolean> {
  try {
    await Promise.all(files.map((file) => stat(join(dir, file))));
    return true;
  } catch {
    return false;
  }
}

/** Temporary files a crash left behind; young ones may belong to a render still running. */
async function removeStaleTemporaries(dir: string): Promise<void> {
  const cutoff = Date.now() - 10 * 60_000;
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.tmp')) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && info.mtimeMs < cutoff) await rm(path, { force: true });
  }
}

async function renderDesign(svg: string, design: string, dir: string): Promise<string[]> {
  const largest = Math.max(...PRODUCT_IMAGE_WIDTHS);
  // Draw once at the largest size; the smaller files are resized from that bitmap.
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * largest) / S })
    .resize(largest, largest)
    .flatten({ background: '#f7f3ee' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const written: string[] = [];
  for (const width of PRODUCT_IMAGE_WIDTHS) {
    let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (width !== info.width) image = image.resize(width, width, { kernel: 'lanczos3' });
    const webp = await image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
    const name = fileName(design, width);
    await writeAtomically(join(dir, name), webp);
    written.push(name);
  }
  return written;
}

async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes every design in every width as WebP into `${imagesRoot}/catalogue/<version>/`, then
 * a `manifest.json`. When the manifest already covers the same drawings and their files are
 * there, nothing is drawn, so a restart costs a few file checks. `rendered` counts the files
 * written. Each file is written under a temporary name and renamed, and the manifest comes
 * last, so a crash part-way never leaves a half-written file that the manifest vouches for.
 */
export async function renderCatalogueImages(
  imagesRoot: string,
  options?: { designs?: string[] },
): Promise<{ rendered: number; skipped: boolean }> {
  const designs = [...new Set(options?.designs ?? designKeys())];
  const sources = new Map(designs.map((design) => [design, designSvg(design)]));
  const hashes = Object.fromEntries(
    designs.map((design) => [design, drawingHash(sources.get(design) ?? '')]),
  );
  const dir = join(imagesRoot, 'catalogue', CATALOGUE_IMAGE_VERSION);
  const manifestPath = join(dir, 'manifest.json');
  const widths = [...PRODUCT_IMAGE_WIDTHS];
  const files = designs.flatMap((design) => widths.map((width) => fileName(design, width)));

  const existing = await readManifest(manifestPath);
  if (
    existing &&
    existing.version === CATALOGUE_IMAGE_VERSION &&
    existing.widths.join() === widths.join() &&
    designs.every((design) => existing.designs[design] === hashes[design]) &&
    (await allExist(dir, files))
  ) {
    return { rendered: 0, skipped: true };
  }

  await mkdir(dir, { recursive: true });
  await removeStaleTemporaries(dir);
  let rendered = 0;
  await eachLimited(designs, RENDER_CONCURRENCY, async (design) => {
    const written = await renderDesign(sources.get(design) ?? '', design, dir);
    rendered += written.length;
  });
  const manifest: Manifest = { version: CATALOGUE_IMAGE_VERSION, widths, designs: hashes, files };
  await writeAtomically(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return { rendered, skipped: false };
}
