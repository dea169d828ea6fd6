/**
 * A production build of the web app with Vite's manifest, into a folder of the benchmark's
 * own: apps/web/dist belongs to whoever runs `npm start` or the browser tests meanwhile.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { REPO_ROOT } from '../shared/processes.ts';

const WEB_APP = path.join(REPO_ROOT, 'apps/web');
const BUILD_TIMEOUT_MS = 5 * 60_000;
const OUTPUT_LINES_ON_FAILURE = 30;

/** Where Vite writes the manifest inside the output folder (`build.manifest: true`). */
export const MANIFEST_PATH = '.vite/manifest.json';

/** The Vite the web app itself depends on, whichever folder npm installed it in. */
function viteCommand(): string {
  const fromWebApp = createRequire(path.join(WEB_APP, 'package.json'));
  const packageFile = fromWebApp.resolve('vite/package.json');
  return path.join(path.dirname(packageFile), 'bin/vite.js');
}

/**
 * Runs `vite build` with the web app's own config, adding only the manifest and the output
 * folder on the command line, so the measured build is the one the shop ships; then its
 * server render, into `dist-server` beside the output folder, where the shop looks for it.
 */
export async function buildWebApp(outDir: string): Promise<void> {
  await vite(['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn']);
  const serverOutDir = path.join(path.dirname(outDir), 'dist-server');
  await vite([
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    serverOutDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
}

async function vite(args: readonly string[]): Promise<void> {
  const child = spawn(process.execPath, [viteCommand(), ...args], {
    cwd: WEB_APP,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => output.push(text));
  }
  const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
  try {
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    if (code !== 0) {
      // Vite names the problems first and ends with its own stack trace. The bundler colours
      // its messages whatever NO_COLOR says; the codes would garble a log file or CI output.
      const text = stripVTControlCharacters(output.join('')).trimEnd();
      const head = text.split('\n').slice(0, OUTPUT_LINES_ON_FAILURE).join('\n');
      throw new Error(`the web app did not build (vite exit ${code ?? 'killed'}):\n${head}`);
    }
  } finally {
    clearTimeout(timer);
  }
}
