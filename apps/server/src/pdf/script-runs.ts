/**
 * A text cut into runs by the face that draws each: DejaVu Sans for Latin, digits, ₹ and
 * punctuation, Noto Sans Tamil and Noto Sans Devanagari for their scripts, Noto Emoji for
 * emoji (docs/decisions/0038-pdfs-in-indian-scripts.md). A run is shaped as
 * one, so spaces and the signs the Indian scripts share (the danda, the joiners) stay with
 * the run around them: a Tamil sentence is one run. A character no face has is left out,
 * with a space beside it when it stood between two, so no box (.notdef) is ever drawn.
 */

export const SCRIPTS = ['latin', 'tamil', 'devanagari', 'emoji'] as const;
export type Script = (typeof SCRIPTS)[number];

export interface Run {
  script: Script;
  text: string;
}

/** Whether a face has a glyph for every character of a cluster that is drawn. */
export type Covers = (script: Script, cluster: string) => boolean;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Emoji drawn as emoji: their default look, or asked for with VS16, a keycap or a flag. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\u20E3|\p{Regional_Indicator}/u;
const TEXT_PRESENTATION = '\uFE0E';
const TAMIL = /^\p{sc=Tamil}/u;
const DEVANAGARI = /^\p{sc=Devanagari}/u;
/**
 * Spaces, joiners, punctuation and the signs the Indian scripts share (the danda ।, ॥), drawn
 * by the run they stand in. A comma after Hindi is Noto's, so the run ends with it: a reader
 * takes a run's last glyph as its end, and when that is a vowel sign over the letter before
 * (शुभकामनाएँ), a comma in a run of its own would read as a word apart.
 */
const NEUTRAL = /^(?:[\s\u200C\u200D]+|[\p{P}\p{scx=Tamil}\p{scx=Devanagari}])$/u;
const WHITESPACE = /^\s+$/u;

/** Drawn by no face of its own: a joiner, a variation selector, an emoji tag. */
const IGNORABLE = /^(?:\u200C|\u200D|[\uFE00-\uFE0F]|[\u{E0020}-\u{E007F}])$/u;

type Wanted = Script | 'neutral';

function wanted(cluster: string): Wanted {
  if (!cluster.includes(TEXT_PRESENTATION) && EMOJI.test(cluster)) return 'emoji';
  if (TAMIL.test(cluster)) return 'tamil';
  if (DEVANAGARI.test(cluster)) return 'devanagari';
  if (NEUTRAL.test(cluster)) return 'neutral';
  return 'latin';
}

/** The characters of a cluster a face must have a glyph for. */
export function drawnCodePoints(cluster: string): number[] {
  const drawn: number[] = [];
  for (const character of cluster) {
    const codePoint = character.codePointAt(0);
    if (codePoint !== undefined && !IGNORABLE.test(character)) drawn.push(codePoint);
  }
  return drawn;
}

interface Cluster {
  text: string;
  wanted: Wanted;
  /** The face chosen, or null when no face has it. */
  script: Script | null;
}

/** The first face that has the cluster: the one it asks for, then the others in order. */
function faceFor(cluster: string, first: Script, covers: Covers): Script | null {
  if (covers(first, cluster)) return first;
  return SCRIPTS.find((script) => script !== first && covers(script, cluster)) ?? null;
}

const isSpace = (cluster: Cluster | undefined) => cluster !== undefined && WHITESPACE.test(cluster.text);

/**
 * Leaves out the clusters no face has. A space goes with them when they stood between
 * spaces or at an end ('a 🦖 b' → 'a b', 'Happy 🦖' → 'Happy'), so nothing hangs around them.
 */
function withoutMissing(clusters: readonly Cluster[]): Run[] {
  const dropped = new Set<number>();
  let index = 0;
  while (index < clusters.length) {
    if (clusters[index]?.script !== null) {
      index += 1;
      continue;
    }
    const start = index;
    while (clusters[index]?.script === null) dropped.add(index++);
    const before = clusters[start - 1];
    const after = clusters[index];
    if ((before === undefined || isSpace(before)) && (after === undefined || isSpace(after))) {
      if (after !== undefined) dropped.add(index);
      else if (before !== undefined) dropped.add(start - 1);
    }
  }
  return clusters.flatMap(({ text, script }, at) =>
    script === null || dropped.has(at) ? [] : [{ text, script }],
  );
}

/** Whether a cluster's run may draw the spaces and shared signs beside it. */
const leads = (cluster: Cluster) => cluster.wanted !== 'neutral' && cluster.wanted !== 'emoji';

/** One paragraph (no line break in it) as runs of one face each, in reading order. */
export function scriptRuns(text: string, covers: Covers): Run[] {
  const clusters: Cluster[] = [...graphemes.segment(text)].map(({ segment }) => ({
    text: segment,
    wanted: wanted(segment),
    script: null,
  }));
  for (const cluster of clusters) {
    if (cluster.wanted !== 'neutral') cluster.script = faceFor(cluster.text, cluster.wanted, covers);
  }
  // A space or shared sign is drawn by the letters before it, else (at the start) by those after it.
  const leadAfter: (Script | null)[] = [];
  let next: Script | null = null;
  for (const [index, cluster] of [...clusters.entries()].reverse()) {
    leadAfter[index] = next;
    if (leads(cluster)) next = cluster.script ?? next;
  }
  let leadBefore: Script | null = null;
  clusters.forEach((cluster, index) => {
    if (cluster.wanted === 'neutral') {
      const neighbour = leadBefore ?? leadAfter[index] ?? 'latin';
      cluster.script = faceFor(cluster.text, neighbour === 'emoji' ? 'latin' : neighbour, covers);
    } else if (leads(cluster)) {
      leadBefore = cluster.script ?? leadBefore;
    }
  });
  const runs: Run[] = [];
  for (const { text: cluster, script } of withoutMissing(clusters)) {
    const last = runs.at(-1);
    if (last && last.script === script) last.text += cluster;
    else runs.push({ script, text: cluster });
  }
  return runs;
}
