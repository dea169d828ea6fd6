/**
 * What the JavaScript of the first visit is made of, by package and by folder of the web
 * app, read from the build's source maps: when the bundle misses its budget, this says
 * where the bytes come from. Shares are of the minified code; gzip compresses every part
 * about alike, so they carry over to the gzipped total closely enough to choose what to cut.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

export interface Contributor {
  /** An npm package (`react-dom`), or a folder of the shop (`apps/web/src/features/cart`). */
  name: string;
  /** Characters of minified code (source map columns count characters; the code is nearly all ASCII). */
  minifiedChars: number;
}

const UNMAPPED = '(code without a source: module glue, helpers)';

interface SourceMap {
  sources: (string | null)[];
  mappings: string;
}

function isSourceMap(value: unknown): value is SourceMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sources' in value &&
    Array.isArray(value.sources) &&
    'mappings' in value &&
    typeof value.mappings === 'string'
  );
}

/** The package a node_modules path belongs to, with its scope: `@tanstack/query-core`. */
function packageOf(source: string): string | undefined {
  const marker = 'node_modules/';
  const at = source.lastIndexOf(marker);
  if (at < 0) return undefined;
  const [first, second] = source.slice(at + marker.length).split('/');
  return first?.startsWith('@') ? `${first}/${second ?? ''}` : first;
}

/** The shop's own code, grouped by feature (or app/, components/, lib/) so a result points at a folder. */
function shopFolderOf(source: string): string | undefined {
  const match = /(apps\/web\/src|packages\/shared\/src)\/(?:(features)\/)?([^/]+)/.exec(source);
  if (match === null) return undefined;
  const [, root, features, part] = match;
  if (features !== undefined) return `${root}/features/${part}`;
  return part?.includes('.') ? root : `${root}/${part}`;
}

function contributorOf(source: string | null | undefined): string {
  if (source === null || source === undefined) return UNMAPPED;
  return packageOf(source) ?? shopFolderOf(source) ?? source;
}

/**
 * Gives every stretch of generated code to the source its mapping segment points at: from
 * the segment's column to the next segment's (or the end of the line).
 */
function addChunk(code: string, map: SourceMap, totals: Map<string, number>): void {
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? lineLength;
      const name = contributorOf(segment.length >= 4 ? map.sources[segment[1] ?? -1] : null);
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - segment[0]));
    });
  });
}

/** Largest first; chunks without a source map are skipped (the build writes one for each). */
export async function describeComposition(outDir: string, files: readonly string[]): Promise<Contributor[]> {
  const totals = new Map<string, number>();
  for (const file of files) {
    const mapFile = path.join(outDir, `${file}.map`);
    const parsed: unknown = await fs
      .readFile(mapFile, 'utf8')
      .then((text): unknown => JSON.parse(text))
      .catch(() => undefined);
    if (!isSourceMap(parsed)) continue;
    addChunk(await fs.readFile(path.join(outDir, file), 'utf8'), parsed, totals);
  }
  return [...totals.entries()]
    .map(([name, minifiedChars]) => ({ name, minifiedChars }))
    .sort((a, b) => b.minifiedChars - a.minifiedChars);
}
