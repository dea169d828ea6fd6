/**
 * The built index.html, cut once at start into the fixed text around the places that change
 * with each page: its `<title>`, its description `<meta>`, the end of its head, the start of
 * its body, the app's `#root` (the page rendered on the server) and what follows it.
 * Sending a page then joins a handful of strings, with no file read and no HTML parsing on
 * the way.
 */

type Slot = 'title' | 'description' | 'head' | 'bodyStart' | 'root' | 'afterRoot' | 'lang';
/** `lang` is the value of `<html lang>`; without it, the build's own stays. */
export type SlotValues = Readonly<Record<Exclude<Slot, 'lang'>, string>> & { readonly lang?: string };

export interface PageTemplate {
  render(values: SlotValues): string;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']?description["'\s/>][^>]*>/i;
const HEAD_END = /<\/head\s*>/i;
const BODY_START = /<body\b[^>]*>/i;
const ROOT = /<div id="root">(\s*)<\/div>/i;
const HTML_LANG = /^([\s\S]*?<html\b[^>]*?\blang=")([^"]*)"/i;

export function compilePageTemplate(html: string): PageTemplate {
  const headEnd = HEAD_END.exec(html);
  if (!headEnd) throw new Error("The web build's index.html has no </head>, so no page head can be written.");
  const head = html.slice(0, headEnd.index);
  const bodyStart = BODY_START.exec(html);
  if (!bodyStart || bodyStart.index < headEnd.index) {
    throw new Error("The web build's index.html has no <body> after its head.");
  }
  const afterBodyTag = bodyStart.index + bodyStart[0].length;

  const root = ROOT.exec(html);
  if (!root || root.index < afterBodyTag) {
    throw new Error('The web build\'s index.html has no empty <div id="root"></div> in its body.');
  }
  const rootContent = root.index + '<div id="root">'.length;
  const afterRootTag = root.index + root[0].length;

  const cuts: { start: number; end: number; slot: Slot }[] = [
    { start: headEnd.index, end: headEnd.index, slot: 'head' },
    { start: afterBodyTag, end: afterBodyTag, slot: 'bodyStart' },
    // The root's own blank text goes: React adopts exactly what it rendered.
    { start: rootContent, end: rootContent + (root[1] ?? '').length, slot: 'root' },
    { start: afterRootTag, end: afterRootTag, slot: 'afterRoot' },
  ];
  const lang = HTML_LANG.exec(head);
  const buildLang = lang?.[2] ?? '';
  if (lang) {
    const start = (lang[1] ?? '').length;
    cuts.push({ start, end: start + buildLang.length, slot: 'lang' });
  }
  for (const [slot, pattern] of [
    ['title', TITLE],
    ['description', DESCRIPTION],
  ] as const) {
    const found = pattern.exec(head);
    if (found) cuts.push({ start: found.index, end: found.index + found[0].length, slot });
  }
  cuts.sort((a, b) => a.start - b.start);

  const segments: { before: string; slot: Slot }[] = [];
  let from = 0;
  for (const cut of cuts) {
    segments.push({ before: html.slice(from, cut.start), slot: cut.slot });
    from = cut.end;
  }
  const tail = html.slice(from);
  // A build without a title or description of its own still gets the page's, at the head's end.
  const missing = (['title', 'description'] as const).filter(
    (slot) => !cuts.some((cut) => cut.slot === slot),
  );

  const fill = (slot: Slot, values: SlotValues): string =>
    slot === 'head'
      ? `  ${[...missing.map((name) => values[name]), values.head].join('\n    ')}\n  `
      : slot === 'lang'
        ? (values.lang ?? buildLang)
        : values[slot];

  return {
    render(values) {
      let page = '';
      for (const segment of segments) page += segment.before + fill(segment.slot, values);
      return page + tail;
    },
  };
}
