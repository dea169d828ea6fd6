/**
 * What the built web app makes a browser download, read from Vite's manifest: the JavaScript
 * that `/` loads before a shopper can interact (the entry chunk of index.html and all its
 * static imports, which index.html preloads) and, for information, what each lazily loaded
 * route adds when a shopper opens it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { MANIFEST_PATH } from './build.ts';
import { ENTRY_JS_BUDGET_BYTES } from './budgets.ts';
import { describeComposition, type Contributor } from './composition.ts';

const gzip = promisify(zlib.gzip);

/** The part of a Vite manifest entry this benchmark reads. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the page every visit starts from. */
const ENTRY_KEY = 'index.html';

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteChunk {
  source: string;
  chunk: FileSize;
  /** Shared chunks the route imports that the first visit has not loaded yet. */
  alsoLoads: FileSize[];
  css: FileSize[];
  /** The route's chunk and what it also loads, gzipped: what opening the route downloads. */
  gzipBytes: number;
}

export interface BundleFigures {
  entryJs: FileSize[];
  entryJsGzipBytes: number;
  /** Where the entry's JavaScript comes from, largest first. */
  entryComposition: Contributor[];
  entryCss: FileSize[];
  entryCssGzipBytes: number;
  routes: RouteChunk[];
  budgetBytes: number;
  withinBudget: boolean;
  /**
   * The first visit of a page in each language (`/`, `/ta/`, `/hi/`): the entry's JavaScript and
   * that language's catalog, a chunk of its own that the page loads before it starts.
   */
  languages: { language: 'en' | 'ta' | 'hi'; catalog: FileSize; gzipBytes: number; withinBudget: boolean }[];
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isManifestChunk(value: unknown): value is ManifestChunk {
  if (typeof value !== 'object' || value === null) return false;
  if (!('file' in value) || typeof value.file !== 'string') return false;
  return ['imports', 'dynamicImports', 'css'].every((key) => {
    const list: unknown = Reflect.get(value, key);
    return list === undefined || isStringArray(list);
  });
}

async function readManifest(outDir: string): Promise<Manifest> {
  const parsed: unknown = JSON.parse(await fs.readFile(path.join(outDir, MANIFEST_PATH), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${MANIFEST_PATH} is not an object`);
  const manifest: Manifest = {};
  for (const [key, chunk] of Object.entries(parsed)) {
    if (!isManifestChunk(chunk))
      throw new Error(`${MANIFEST_PATH}: "${key}" is not a chunk Vite would write`);
    manifest[key] = chunk;
  }
  return manifest;
}

function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${MANIFEST_PATH} names "${key}" but has no entry for it`);
  return chunk;
}

/**
 * The chunks a browser fetches as soon as it runs `start`: the chunk itself and its static
 * imports, recursively. Dynamic imports are left out: they wait until a route needs them.
 */
function staticImportClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const pending = [start];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunkAt(manifest, key).imports ?? []));
  }
  return [...seen];
}

/** A chunk's name as Vite writes it: the module's name, a dash and eight characters of hash. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.(js|css)\b/g;

/**
 * Level 9: what a server that compresses its hashed assets once, ahead of time, would send.
 * The names of other chunks inside a chunk are measured with one fixed hash: a hash changes
 * with any change to the chunk it names, even one the home page never loads, and moves the
 * gzipped size of the chunks that name it by a few bytes either way. Measured so, the figure
 * moves only with the code the home page runs.
 */
async function measureFile(outDir: string, file: string): Promise<FileSize> {
  const content = await fs.readFile(path.join(outDir, file));
  const measured = file.endsWith('.js')
    ? Buffer.from(content.toString('utf8').replace(HASHED_NAME, '-00000000.$1'))
    : content;
  const compressed = await gzip(measured, { level: 9 });
  return { file, bytes: content.length, gzipBytes: compressed.length };
}

function measureFiles(outDir: string, files: readonly string[]): Promise<FileSize[]> {
  return Promise.all([...new Set(files)].map((file) => measureFile(outDir, file)));
}

function gzipTotal(sizes: readonly FileSize[]): number {
  return sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
}

function cssOf(manifest: Manifest, keys: readonly string[]): string[] {
  return keys.flatMap((key) => chunkAt(manifest, key).css ?? []);
}

async function measureRoute(
  outDir: string,
  manifest: Manifest,
  routeKey: string,
  loadedAtStart: ReadonlySet<string>,
): Promise<RouteChunk> {
  const route = chunkAt(manifest, routeKey);
  const notYetLoaded = staticImportClosure(manifest, routeKey).filter((key) => !loadedAtStart.has(key));
  const others = notYetLoaded.filter((key) => key !== routeKey);
  const chunk = await measureFile(outDir, route.file);
  const alsoLoads = await measureFiles(
    outDir,
    others.map((key) => chunkAt(manifest, key).file),
  );
  const loadedCss = new Set(cssOf(manifest, [...loadedAtStart]));
  const css = await measureFiles(
    outDir,
    cssOf(manifest, notYetLoaded).filter((file) => !loadedCss.has(file)),
  );
  return {
    source: route.src ?? routeKey,
    chunk,
    alsoLoads,
    css,
    gzipBytes: chunk.gzipBytes + gzipTotal(alsoLoads),
  };
}

export async function measureBundle(outDir: string): Promise<BundleFigures> {
  const manifest = await readManifest(outDir);
  if (chunkAt(manifest, ENTRY_KEY).isEntry !== true)
    throw new Error(`${ENTRY_KEY} is not an entry of the build`);
  const initialKeys = staticImportClosure(manifest, ENTRY_KEY);
  const entryJs = await measureFiles(
    outDir,
    initialKeys.map((key) => chunkAt(manifest, key).file),
  );
  const entryCss = await measureFiles(outDir, cssOf(manifest, initialKeys));
  const loadedAtStart = new Set(initialKeys);
  const routeKeys = Object.keys(manifest).filter(
    (key) => chunkAt(manifest, key).isDynamicEntry === true && !loadedAtStart.has(key),
  );
  const routes = await Promise.all(
    routeKeys.map((key) => measureRoute(outDir, manifest, key, loadedAtStart)),
  );
  const entryJsGzipBytes = gzipTotal(entryJs);
  const languages = (['en', 'ta', 'hi'] as const).map((language) => {
    const catalog = routes.find((route) => route.source.endsWith(`locales/${language}/messages.po`));
    if (catalog === undefined) throw new Error(`The ${language} catalog is not a chunk of its own`);
    const gzipBytes = entryJsGzipBytes + catalog.gzipBytes;
    return { language, catalog: catalog.chunk, gzipBytes, withinBudget: gzipBytes <= ENTRY_JS_BUDGET_BYTES };
  });
  return {
    languages,
    entryJs,
    entryJsGzipBytes,
    entryComposition: await describeComposition(
      outDir,
      entryJs.map((size) => size.file),
    ),
    entryCss,
    entryCssGzipBytes: gzipTotal(entryCss),
    routes: routes.sort((a, b) => a.source.localeCompare(b.source)),
    budgetBytes: ENTRY_JS_BUDGET_BYTES,
    withinBudget: languages.every((language) => language.withinBudget),
  };
}
