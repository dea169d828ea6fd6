/** How every benchmark prints its figures and keeps them: plain-text tables and a JSON file. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const RESULTS_FOLDER = path.resolve(import.meta.dirname, '../results');

/** Binary kilobytes, as Lighthouse and the budgets count them. */
export const KB = 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= KB * KB) return `${(bytes / KB / KB).toFixed(1)} MB`;
  if (bytes >= KB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Text columns (by default the first two) to the left, figures to the right, as in any table of numbers. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns: readonly number[] = [0, 1],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        textColumns.includes(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Figures mean little without the machine they were measured on. */
export function describeMachine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryBytes: os.totalmem(),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

/** Writes bench/results/<benchmark>-<timestamp>.json (git-ignored) and returns its path. */
export async function saveResultFile(benchmark: string, startedAt: Date, figures: object): Promise<string> {
  await fs.mkdir(RESULTS_FOLDER, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_FOLDER, `${benchmark}-${stamp}.json`);
  const document = { startedAt: startedAt.toISOString(), machine: describeMachine(), ...figures };
  await fs.writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}
