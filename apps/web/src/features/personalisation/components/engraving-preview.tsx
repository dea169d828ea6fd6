import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FONT_MESSAGES } from '../personalisation-words.ts';
import { ENGRAVING_FONT_FACES, engravingFont } from '../engraving-fonts.ts';
import { MEASURE_SIZE, layoutEngraving, type EngravingLayout } from '../engraving-layout.ts';
import type { EngravingPreviewText, EngravingTemplate } from '../product-personalisation.ts';

function previewLabel(i18n: I18n, { text, font }: EngravingPreviewText) {
  const fontName = i18n._(FONT_MESSAGES[font]);
  return i18n._(msg`Preview: "${text}" engraved in ${fontName}`);
}

/** Under a preview drawn smaller than the shopper chose, so that it fits the piece. */
const SHOWN_SMALLER: Readonly<Record<EngravingTemplate['piece'], MessageDescriptor>> = {
  ring: msg`Shown smaller to fit the ring`,
  pendant: msg`Shown smaller to fit the pendant`,
  bracelet: msg`Shown smaller to fit the bracelet`,
};

/** Waits for the engraving font, so the first drawing is not in a fallback font. */
async function fontReady(font: string, text: string): Promise<void> {
  if (!('fonts' in document)) return;
  try {
    await document.fonts.load(font, text);
  } catch {
    // A font that does not load leaves the browser's fallback, which still shows the words.
  }
}

/**
 * Draws the engraving as it would be cut: each letter is drawn twice, a thin light copy a
 * fraction lower (the lower lip of the cut, catching the light), then the dark cut itself,
 * slightly see-through so the metal's polish shows in it.
 */
function draw(
  canvas: HTMLCanvasElement,
  side: number,
  template: EngravingTemplate,
  preview: EngravingPreviewText,
): EngravingLayout | undefined {
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(side * ratio);
  canvas.height = Math.round(side * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, side, side);

  context.font = engravingFont(preview.font, MEASURE_SIZE);
  const layout = layoutEngraving(
    template.area,
    preview.text,
    (text) => {
      const ink = context.measureText(text);
      return { width: ink.width, ascent: ink.actualBoundingBoxAscent, descent: ink.actualBoundingBoxDescent };
    },
    preview.fontSize,
    side,
  );
  context.font = engravingFont(preview.font, layout.fontPx);
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const lip = Math.max(0.6, layout.fontPx * 0.04);
  for (const run of layout.runs) {
    context.save();
    context.translate(run.x, run.y);
    context.rotate((run.angle * Math.PI) / 180);
    context.globalAlpha = 0.9;
    context.fillStyle = template.colours.shine;
    context.fillText(run.text, 0, lip);
    context.globalAlpha = 0.86;
    context.fillStyle = template.colours.fill;
    context.fillText(run.text, 0, 0);
    context.restore();
  }
  return layout;
}

/**
 * The live preview over the first picture: the shopper's words on the piece's engraving
 * area, along the band on a ring, in the chosen font and size, redrawn whenever the picture
 * changes size. A canvas rather than SVG text: the letters of a ring are placed one by one
 * along the band by the same measured layout the tests check, and the drawing is exactly
 * what the shopper sees at any width.
 */
export function EngravingOverlay({
  template,
  preview,
}: {
  template: EngravingTemplate;
  preview: EngravingPreviewText;
}) {
  const { i18n } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [side, setSide] = useState(0);
  const [shrunk, setShrunk] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSide(entry.contentRect.width);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const { text, font, fontSize } = preview;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || side <= 0) return;
    let current = true;
    void fontReady(engravingFont(font, MEASURE_SIZE), text).then(() => {
      if (!current) return;
      const layout = draw(canvas, side, template, { text, font, fontSize });
      setShrunk(layout?.shrunk ?? false);
    });
    return () => {
      current = false;
    };
  }, [side, template, text, font, fontSize]);

  return (
    <>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={previewLabel(i18n, preview)}
        className="pointer-events-none absolute inset-0 size-full"
      />
      {shrunk && (
        <p className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-full bg-white/90 px-3 py-1 text-sm text-stone-800 shadow-sm">
          {i18n._(SHOWN_SMALLER[template.piece])}
        </p>
      )}
    </>
  );
}

/**
 * The preview for a piece whose first picture is no engraving template: the words as they
 * will read, in their font and size, in a plain box rather than at a made-up place on a photo.
 */
export function PlainEngravingPreview({ preview }: { preview: EngravingPreviewText }) {
  const { i18n } = useLingui();
  const face = ENGRAVING_FONT_FACES[preview.font];
  return (
    <figure className="mt-4 rounded-xl bg-stone-100 p-4 ring-1 ring-stone-200">
      <p
        role="img"
        aria-label={previewLabel(i18n, preview)}
        className="text-center leading-tight text-stone-800"
        style={{ fontFamily: face.family, fontWeight: face.weight, fontSize: `${preview.fontSize}px` }}
      >
        {preview.text}
      </p>
      <figcaption className="mt-2 text-sm text-stone-600">
        <Trans>
          This piece&apos;s pictures have no engraving face to draw on, so your words are shown here as they
          will read.
        </Trans>
      </figcaption>
    </figure>
  );
}
