/**
 * A PDF read as a person's reader reads it, with poppler's pdftotext and pdffonts (Debian's
 * poppler-utils): pdftotext honours a run's ActualText, as readers and search do, where the
 * pdf.js behind pdf-parse reads the glyphs in the order they are drawn. Like the browser for
 * the journeys, poppler is installed with apt when the tests run as root (as CI does);
 * elsewhere the test stops with the one command to run.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const INSTALL_COMMAND = 'sudo apt-get install -y poppler-utils';

const installed = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined;

function installWithApt(): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log('No pdftotext for the PDF tests: installing Debian’s poppler-utils with apt-get…');
  const apt = (args: string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=120', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 600_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'poppler-utils']) && installed();
}

/** pdftotext and pdffonts, installed first when they are missing and the tests may install them. */
export function ensurePoppler(): void {
  if (installed() || installWithApt()) return;
  throw new Error(
    `The PDF tests read documents with poppler's pdftotext and pdffonts. Run:\n\n  ${INSTALL_COMMAND}\n`,
  );
}

async function withFile<T>(pdf: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await fs.writeFile(file, pdf);
    return await read(file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The text pdftotext reads, its runs of spaces and line breaks made one space. */
export function pdftotext(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ').trim();
  });
}

export interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Each word pdftotext finds, with its box in points from the page's top left. */
export function pdfWords(pdf: Buffer): Promise<Word[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-']);
    const words = stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    );
    const unescape = (text: string) =>
      text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    return [...words].map(([, xMin, yMin, xMax, text]) => ({
      text: unescape(text!),
      xMin: Number(xMin),
      xMax: Number(xMax),
      yMin: Number(yMin),
    }));
  });
}

export interface EmbeddedFont {
  /** The font's name without a subset's tag: 'NotoSansTamil-Regular'. */
  name: string;
  embedded: boolean;
  subset: boolean;
  /** Whether it maps its glyphs back to Unicode. */
  unicode: boolean;
}

/** The fonts pdffonts lists: 'CZZZZZ+NotoSansTamil-Regular CID TrueType Identity-H yes yes yes 8 0'. */
export function pdffonts(pdf: Buffer): Promise<EmbeddedFont[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const fields = line.trim().split(/\s+/);
        const [emb, sub, uni] = fields.slice(-5, -2);
        const name = fields[0]!;
        return {
          name: name.replace(/^[A-Z]{6}\+/, ''),
          embedded: emb === 'yes',
          subset: sub === 'yes' && /^[A-Z]{6}\+/.test(name),
          unicode: uni === 'yes',
        };
      });
  });
}
