/**
 * The shop server's memory as the benchmarks report it: asked of the server process itself
 * (server-memory-probe.ts, loaded into it) and, on Linux, read from /proc/<pid>/status.
 */
import fs from 'node:fs/promises';

export const MEMORY_QUESTION = 'bench:memory?';

export interface ServerMemory {
  /** Resident set: every page of the process in memory (the embedded database runs in processes of its own). */
  rssBytes: number;
  /** The most the resident set has been since the process started (VmHWM; Linux only). */
  peakRssBytes?: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Memory of C++ objects bound to JavaScript ones, Buffers included. */
  externalBytes: number;
  /** The JavaScript heap still in use after a full garbage collection: what the server keeps. */
  heapUsedAfterGcBytes?: number;
}

/** What the probe sends back. */
export interface MemoryAnswer {
  memory: Omit<ServerMemory, 'peakRssBytes'>;
}

export function isMemoryAnswer(message: unknown): message is MemoryAnswer {
  return (
    typeof message === 'object' &&
    message !== null &&
    'memory' in message &&
    typeof message.memory === 'object' &&
    message.memory !== null &&
    'rssBytes' in message.memory
  );
}

/** VmRSS and VmHWM of a process, from Linux's /proc; undefined elsewhere. */
export async function residentSetOf(
  pid: number,
): Promise<{ rssBytes: number; peakRssBytes: number } | undefined> {
  let status: string;
  try {
    status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const rss = kilobytes('VmRSS');
  const peak = kilobytes('VmHWM');
  return Number.isFinite(rss) && Number.isFinite(peak)
    ? { rssBytes: rss * 1024, peakRssBytes: peak * 1024 }
    : undefined;
}

// Linux counts a process's CPU time in clock ticks, 100 a second on every kernel the
// benchmarks run on (`getconf CLK_TCK`).
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far, user and system, in milliseconds (Linux only). */
export async function cpuTimeOf(pid: number): Promise<number | undefined> {
  let stat: string;
  try {
    stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}
