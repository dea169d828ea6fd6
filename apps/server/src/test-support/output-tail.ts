/**
 * The last lines a shop process wrote, on either stream, for the message when it fails: kept
 * apart from server-process.ts, which needs a test run, so the benchmarks use it too.
 */
import type { ChildProcess } from 'node:child_process';

const KEPT_LINES = 30;

export function outputTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => {
      lines.push(...text.split('\n').filter((line) => line.trim() !== ''));
      lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
    });
  }
  return () => lines.join('\n');
}
