/**
 * The memory of a process and of every process it started, read from Linux's /proc: the
 * shop is npm, the shell npm runs its script in, node, and whatever node starts (a database
 * server of its own, say). Each process is counted by its proportional set size (PSS): a
 * page shared by several processes (node's own code, a library) is split between them, so
 * the sum is what the whole tree holds, with nothing counted twice.
 */
import fs from 'node:fs/promises';

export interface ProcessMemory {
  pid: number;
  parentPid: number;
  /** The command line, shortened to what tells the processes apart. */
  command: string;
  pssBytes: number;
  rssBytes: number;
}

async function readOrUndefined(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    // The process ended between listing /proc and reading it.
    return undefined;
  }
}

/** Every running process's parent, from the fourth field of /proc/<pid>/stat. */
async function parentsOfAll(): Promise<Map<number, number>> {
  const parents = new Map<number, number>();
  const entries = await fs.readdir('/proc');
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const stat = await readOrUndefined(`/proc/${entry}/stat`);
        if (stat === undefined) return;
        // The command name, in parentheses, may hold spaces: the fields are counted after it.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (Number.isInteger(parent)) parents.set(Number(entry), parent);
      }),
  );
  return parents;
}

/** `root` and all its descendants, parents before their children. */
export async function processTree(root: number): Promise<{ pid: number; parentPid: number }[]> {
  const parents = await parentsOfAll();
  const tree = [{ pid: root, parentPid: parents.get(root) ?? 0 }];
  for (let index = 0; index < tree.length; index += 1) {
    const parent = tree[index]?.pid;
    for (const [pid, parentPid] of parents) if (parentPid === parent) tree.push({ pid, parentPid });
  }
  return tree;
}

function kilobytesField(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) * 1024;
}

function shortCommand(cmdline: string): string {
  const words = cmdline.split('\0').filter((word) => word !== '');
  const shortened = words.map((word, index) => (index === 0 ? (word.split('/').at(-1) ?? word) : word));
  const text = shortened.join(' ');
  return text.length > 70 ? `${text.slice(0, 67)}...` : text;
}

/** PSS and RSS of the tree below `root` (root included); processes that ended meanwhile are left out. */
export async function treeMemory(root: number): Promise<ProcessMemory[]> {
  const tree = await processTree(root);
  const measured = await Promise.all(
    tree.map(async ({ pid, parentPid }): Promise<ProcessMemory | undefined> => {
      const rollup = await readOrUndefined(`/proc/${pid}/smaps_rollup`);
      const cmdline = await readOrUndefined(`/proc/${pid}/cmdline`);
      if (rollup === undefined || cmdline === undefined) return undefined;
      return {
        pid,
        parentPid,
        command: shortCommand(cmdline),
        pssBytes: kilobytesField(rollup, 'Pss'),
        rssBytes: kilobytesField(rollup, 'Rss'),
      };
    }),
  );
  return measured.filter((process) => process !== undefined);
}
