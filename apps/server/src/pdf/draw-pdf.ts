/**
 * Every PDF the shop draws (the tax documents, the packing slip) is drawn through `drawPdf`:
 * a pdfkit document whose `text()` sets each run of a text in the face of its script
 * (script-runs.ts) and breaks the lines itself (line-layout.ts), so a Tamil or Hindi name, a
 * gift's emoji and a ₹ amount share a line, shaped, on a common baseline. The callers draw as
 * with pdfkit: `font('regular' | 'bold')`, `fontSize`, `fillColor`, then `text()` with `width`,
 * `align` ('left', 'right', 'center') and `continued`; any other text option is refused,
 * since it would be silently lost. `widthOfString` still measures in DejaVu Sans alone.
 * (docs/decisions/0038-pdfs-in-indian-scripts.md)
 */
import type { Font } from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import { loadFaces, type Faces, type Weight } from './faces.ts';
import { layOutLines, type Fragment, type Line, type Piece } from './line-layout.ts';
import { scriptRuns, type Script } from './script-runs.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- pdfkit's types are a namespace
  namespace PDFKit.Mixins {
    interface PDFFont {
      // pdfkit takes a font fontkit has opened as it takes a file, and keeps it for the document.
      font(src: Font, family: string, size?: number): this;
      registerFont(name: string, src: Font): this;
    }
  }
}

type TextOptions = PDFKit.Mixins.TextOptions;
type ColorValue = PDFKit.Mixins.ColorValue;

const WEIGHTS: readonly Weight[] = ['regular', 'bold'];
const TAKEN_OPTIONS = new Set(['width', 'align', 'continued']);
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/u;

interface Style {
  weight: Weight;
  size: number;
  color: ColorValue;
  opacity: number | undefined;
}

interface Span {
  text: string;
  style: Style;
}

interface Block {
  x: number;
  y: number;
  width: number;
  align: 'left' | 'right' | 'center';
}

function optionsOf(options: TextOptions): { width?: number; align: Block['align']; continued: boolean } {
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && !TAKEN_OPTIONS.has(key)) {
      throw new Error(
        `The shop's PDFs lay out their own lines and take no '${key}' option (pdf/draw-pdf.ts)`,
      );
    }
  }
  if (options.align === 'justify') throw new Error("The shop's PDFs do not justify text (pdf/draw-pdf.ts)");
  return { width: options.width, align: options.align ?? 'left', continued: options.continued === true };
}

interface Paragraph {
  spans: Span[];
  /** Its first span's: the height of a line with nothing on it. */
  style: Style;
}

/** The spans of a text as paragraphs; a line break at the very end opens none, as in pdfkit. */
function paragraphsOf(spans: readonly Span[], first: Style): Paragraph[] {
  let current: Paragraph = { spans: [], style: first };
  const paragraphs = [current];
  for (const span of spans) {
    span.text.split(LINE_BREAK).forEach((text, index) => {
      if (index > 0) {
        current = { spans: [], style: span.style };
        paragraphs.push(current);
      }
      current.spans.push({ text, style: span.style });
    });
  }
  if (current.spans.every((span) => span.text === '')) paragraphs.pop();
  return paragraphs;
}

function documentClass(PDFDocument: typeof PDFKitDocument, faces: Faces) {
  return class ScriptDocument extends PDFDocument {
    // ES private names: pdfkit's own members cannot meet them.
    #weight: Weight = 'regular';
    #size = 12;
    #color: ColorValue = 'black';
    #opacity: number | undefined;
    /** The spans of a `continued` text, laid out together when it ends. */
    #pending: { block: Block; spans: Span[] } | undefined;
    /** The text of the run being drawn, kept as ActualText in its text object. */
    #actualText: string | undefined;

    constructor(options: PDFKit.PDFDocumentOptions) {
      super(options);
      for (const weight of WEIGHTS) this.registerFont(weight, faces.face('latin', weight).font);
      this.font('regular');
    }

    // pdfkit's constructor sets a font and draws before this class's fields exist: `#… in this`.
    override font(src: PDFKit.Mixins.PDFFontSource | Font, family?: string | number, size?: number): this {
      if ((src === 'regular' || src === 'bold') && #weight in this) this.#weight = src;
      if (typeof family === 'number') return super.font(src as PDFKit.Mixins.PDFFontSource, family);
      return super.font(src as PDFKit.Mixins.PDFFontSource, family as string, size);
    }

    override fontSize(size: number): this {
      if (#size in this) this.#size = size;
      return super.fontSize(size);
    }

    override fillColor(color: ColorValue, opacity?: number): this {
      if (#color in this) {
        this.#color = color;
        this.#opacity = opacity;
      }
      return super.fillColor(color, opacity);
    }

    override text(text: string, x?: number, y?: number, options?: TextOptions): this;
    override text(text: string, options?: TextOptions): this;
    override text(text: string, x?: number | TextOptions, y?: number, options?: TextOptions): this {
      const given = optionsOf((typeof x === 'object' ? x : options) ?? {});
      if (!this.#pending) {
        if (typeof x === 'number') this.x = x;
        if (typeof y === 'number') this.y = y;
        const width = given.width ?? this.page.width - this.x - this.page.margins.right;
        this.#pending = {
          block: { x: this.x, y: this.y, width: Math.max(width, 0), align: given.align },
          spans: [],
        };
      }
      const style = { weight: this.#weight, size: this.#size, color: this.#color, opacity: this.#opacity };
      const span = { text: text === null || text === undefined ? '' : String(text), style };
      if (given.continued) {
        this.#pending.spans.push(span);
        return this;
      }
      const { block, spans } = this.#pending;
      this.#pending = undefined;
      this.#write(block, spans, span);
      return this;
    }

    /** Lays out the spans of a text and draws them; the last one's style is left as the caller set it. */
    #write(block: Block, continued: readonly Span[], lastSpan: Span) {
      const last = lastSpan.style;
      let top = block.y;
      for (const paragraph of paragraphsOf([...continued, lastSpan], continued[0]?.style ?? last)) {
        const pieces = paragraph.spans.flatMap(({ text, style }) =>
          scriptRuns(text, faces.covers(style.weight)).map((run) => ({ ...run, style })),
        );
        const measure = (piece: Piece<Style>) => {
          this.#useFace(piece.script, piece.style);
          return super.widthOfString(piece.text);
        };
        for (const line of layOutLines(pieces, block.width, measure)) {
          const { ascent, height } = this.#metrics(line, paragraph.style);
          if (top + height > this.page.maxY() && top > this.page.margins.top) {
            this.addPage();
            top = this.page.margins.top;
          }
          const left =
            block.align === 'right'
              ? block.x + block.width - line.width
              : block.align === 'center'
                ? block.x + (block.width - line.width) / 2
                : block.x;
          for (const fragment of line.fragments) this.#draw(fragment, left + fragment.x, top + ascent);
          top += height;
        }
      }
      // The caller's font, size and colour again, as pdfkit leaves them: moveDown() and the
      // next text go on from the last span's.
      super.font(last.weight);
      super.fontSize(last.size);
      super.fillColor(last.color, last.opacity);
      this.x = block.x;
      this.y = top;
    }

    #useFace(script: Script, style: Style) {
      const face = faces.face(script, style.weight);
      super.font(face.font, face.key);
      super.fontSize(style.size);
    }

    /**
     * A line's height holds the tallest face on it and DejaVu Sans at each size on it, as a
     * browser's line holds its strut: a line in Latin alone is as high as pdfkit draws it.
     */
    #metrics(line: Line<Style>, paragraphStyle: Style): { ascent: number; height: number } {
      const drawn =
        line.fragments.length > 0 ? line.fragments : [{ script: 'latin' as const, style: paragraphStyle }];
      let ascent = 0;
      let descent = 0;
      let lineGap = 0;
      for (const { script, style } of drawn) {
        for (const face of [faces.face('latin', style.weight), faces.face(script, style.weight)]) {
          ascent = Math.max(ascent, face.ascent * style.size);
          descent = Math.min(descent, face.descent * style.size);
          lineGap = Math.max(lineGap, face.lineGap * style.size);
        }
      }
      return { ascent, height: ascent - descent + lineGap };
    }

    #draw(fragment: Fragment<Style>, x: number, baseline: number) {
      this.#useFace(fragment.script, fragment.style);
      super.fillColor(fragment.style.color, fragment.style.opacity);
      const options: TextOptions = { lineBreak: false, baseline: 'alphabetic' };
      if (fragment.script === 'latin') {
        super.text(fragment.text, x, baseline, options);
        return;
      }
      // Shaping reorders glyphs (கெ is drawn ெ then க) and joins them (ஸ்ரீ is one glyph): each
      // word keeps the text as it was typed in an ActualText span, for whoever reads, copies or
      // searches it. A reader breaks words only between spans, so the spaces stay outside them,
      // as gaps; pdfkit shapes word by word anyway, so the glyphs land where they would.
      let offset = 0;
      for (const part of fragment.text.split(/(\s+)/u)) {
        if (part.trim()) {
          this.#actualText = part;
          super.text(part, x + offset, baseline, options);
          this.#actualText = undefined;
        }
        offset += super.widthOfString(part);
      }
    }

    /**
     * The ActualText span goes inside pdfkit's text object (BT … ET), where the glyphs' space
     * is set: a reader places the span's text with the space in force where the span ends, and
     * outside it that is the page's, not the glyphs'.
     */
    override addContent(data: string): this {
      const actualText = #actualText in this ? this.#actualText : undefined;
      if (actualText === undefined) {
        super.addContent(data);
        return this;
      }
      this.#actualText = undefined;
      if (data === 'ET') this.endMarkedContent();
      super.addContent(data);
      if (data === 'BT') this.markContent('Span', { actual: actualText });
      this.#actualText = actualText;
      return this;
    }
  };
}

type ScriptDocumentClass = ReturnType<typeof documentClass>;

/** pdfkit and the first faces are loaded with the first document, not at start: heap a shop holds for nothing until then. */
let loading: Promise<ScriptDocumentClass> | undefined;

function loadDocumentClass(): Promise<ScriptDocumentClass> {
  loading ??= Promise.all([import('pdfkit'), loadFaces()]).then(([pdfkit, faces]) =>
    documentClass(pdfkit.default, faces),
  );
  return loading;
}

/** An A4 document drawn by `draw`, as the bytes of its PDF. */
export async function drawPdf(
  options: { title: string; margin: number },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const ScriptDocument = await loadDocumentClass();
  const doc = new ScriptDocument({ size: 'A4', margin: options.margin, info: { Title: options.title } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return finished;
}
