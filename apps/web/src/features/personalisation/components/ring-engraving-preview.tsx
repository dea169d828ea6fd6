import { useId } from 'react';
import type { Material } from '@shop/shared/catalogue';
import { ENGRAVING_TEXT_COLOURS } from '@shop/shared/engraving-templates';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ENGRAVING_FONT_FACES } from '../engraving-fonts.ts';
import type { RingFont } from '../ring-product.ts';
import { FONT_MESSAGES, PERSONALISATION_MESSAGES } from '../personalisation-words.ts';

/** Polished metal: light bands across darker edges, as a studio light falls on a band. */
const METAL_STOPS: Readonly<Record<Material, { face: string[]; inside: string[]; rim: string }>> = {
  Gold: {
    face: ['#9c6a1c', '#e9c46a', '#c8932f', '#fbe7a6', '#d7a744', '#9c6a1c'],
    inside: ['#6f4a13', '#b8862b', '#7d5518'],
    rim: '#fbe7a6',
  },
  Silver: {
    face: ['#80878f', '#dfe3e7', '#aeb4ba', '#fbfcfd', '#c3c8cd', '#80878f'],
    inside: ['#5d636a', '#b4b9be', '#6b7178'],
    rim: '#ffffff',
  },
};

/** Letters a long message may take before it is drawn smaller, by how wide each font runs. */
const FONT_FIT: Readonly<Record<RingFont, { widthPerSize: number; maxSize: number }>> = {
  script: { widthPerSize: 0.42, maxSize: 36 },
  block: { widthPerSize: 0.42, maxSize: 40 },
  roman: { widthPerSize: 0.72, maxSize: 30 },
};
/** Room along the band's face in the drawing's units, kept clear of the band's turning edges. */
const TEXT_ROOM = 290;

function fontSizeFor(text: string, font: RingFont): number {
  const fit = FONT_FIT[font];
  const letters = Math.max(1, Array.from(text).length);
  return Math.max(12, Math.min(fit.maxSize, TEXT_ROOM / (letters * fit.widthPerSize)));
}

/** What is engraved on the band: words in a font, or a picture (a fingerprint). */
export type RingEngraving =
  { kind: 'text'; text: string; font: RingFont } | { kind: 'picture'; src: string; name: string };

function describe(i18n: I18n, engraving: RingEngraving): string {
  if (engraving.kind === 'picture') {
    const { name } = engraving;
    return i18n._(msg`Your fingerprint on the ring: ${name}`);
  }
  const { text } = engraving;
  const font = i18n._(FONT_MESSAGES[engraving.font]);
  const placeholder = i18n._(PERSONALISATION_MESSAGES.ringPlaceholder);
  return text.trim()
    ? i18n._(msg`Preview of your ring engraved with “${text}” in ${font}`)
    : i18n._(msg`Preview of your ring: ${placeholder}`);
}

/** The front of the band, between the lower curves of its top and bottom edges. */
const FACE = 'M28,92 A172,60 0 0 0 372,92 L372,162 A172,60 0 0 1 28,162 Z';

/**
 * A band in the ring's metal with the message along its face in the chosen font, or the
 * fingerprint on it: the live preview of the ring page. Drawn, not photographed, so the
 * letters follow the band's curve at any length.
 */
export function RingEngravingPreview({ engraving, metal }: { engraving: RingEngraving; metal: Material }) {
  const { i18n } = useLingui();
  const id = useId();
  const stops = METAL_STOPS[metal];
  return (
    <svg viewBox="0 0 400 250" role="img" aria-labelledby={`${id}title`} className="block h-auto w-full">
      <title id={`${id}title`}>{describe(i18n, engraving)}</title>
      <defs>
        <linearGradient id={`${id}face`} x1="0" x2="1" y1="0" y2="0">
          {stops.face.map((colour, index) => (
            <stop key={index} offset={index / (stops.face.length - 1)} stopColor={colour} />
          ))}
        </linearGradient>
        <linearGradient id={`${id}inside`} x1="0" x2="1" y1="0" y2="0">
          {stops.inside.map((colour, index) => (
            <stop key={index} offset={index / (stops.inside.length - 1)} stopColor={colour} />
          ))}
        </linearGradient>
        <linearGradient id={`${id}shade`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="0.35" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.18" />
        </linearGradient>
        <clipPath id={`${id}opening`}>
          <ellipse cx="200" cy="92" rx="160" ry="52" />
        </clipPath>
        {/* The middle of the band's face, left to right along its lower curve. */}
        <path id={`${id}line`} d="M48.1,155.2 A172,60 0 0 0 351.9,155.2" fill="none" />
      </defs>

      <ellipse cx="200" cy="170" rx="188" ry="62" fill="#3d2510" opacity="0.1" />
      <ellipse cx="200" cy="92" rx="172" ry="60" fill={stops.rim} />
      <ellipse cx="200" cy="92" rx="160" ry="52" fill={`url(#${id}inside)`} />
      <ellipse cx="200" cy="162" rx="160" ry="52" fill="#f4e7d2" clipPath={`url(#${id}opening)`} />
      <path d={FACE} fill={`url(#${id}face)`} />
      <path d={FACE} fill={`url(#${id}shade)`} />
      <path d="M28,92 A172,60 0 0 0 372,92" fill="none" stroke={stops.rim} strokeWidth="2.5" />

      {engraving.kind === 'text' ? (
        <EngravedText lineId={`${id}line`} text={engraving.text} font={engraving.font} metal={metal} />
      ) : (
        <EngravedPicture id={id} src={engraving.src} />
      )}
    </svg>
  );
}

function EngravedText({
  lineId,
  text,
  font,
  metal,
}: {
  lineId: string;
  text: string;
  font: RingFont;
  metal: Material;
}) {
  const colours = ENGRAVING_TEXT_COLOURS[metal];
  const face = ENGRAVING_FONT_FACES[font];
  const { i18n } = useLingui();
  const empty = !text.trim();
  const shown = empty ? i18n._(PERSONALISATION_MESSAGES.ringPlaceholder) : text;
  return (
    <g
      aria-hidden="true"
      style={{ fontFamily: face.family, fontWeight: face.weight }}
      fontSize={fontSizeFor(shown, font)}
      textAnchor="middle"
      dominantBaseline="central"
      opacity={empty ? 0.45 : 1}
    >
      {/* A cut catches the light on its lower edge. */}
      <text fill={colours.shine} transform="translate(0 1.2)">
        <textPath href={`#${lineId}`} startOffset="50%">
          {shown}
        </textPath>
      </text>
      <text fill={colours.fill}>
        <textPath href={`#${lineId}`} startOffset="50%">
          {shown}
        </textPath>
      </text>
    </g>
  );
}

/** The picture in grey on the middle of the face: its dark ridges darken the metal as cuts do. */
function EngravedPicture({ id, src }: { id: string; src: string }) {
  return (
    <g aria-hidden="true">
      <defs>
        <clipPath id={`${id}print`}>
          <ellipse cx="200" cy="188" rx="30" ry="27" />
        </clipPath>
        <filter id={`${id}grey`} colorInterpolationFilters="sRGB">
          <feColorMatrix type="saturate" values="0" />
        </filter>
      </defs>
      <image
        href={src}
        x="166"
        y="157"
        width="68"
        height="62"
        preserveAspectRatio="xMidYMid slice"
        clipPath={`url(#${id}print)`}
        filter={`url(#${id}grey)`}
        opacity="0.85"
        style={{ mixBlendMode: 'multiply' }}
      />
      <ellipse cx="200" cy="188" rx="30" ry="27" fill="none" stroke="#000000" strokeOpacity="0.15" />
    </g>
  );
}
