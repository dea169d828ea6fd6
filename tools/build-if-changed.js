// @ts-check
/**
 * The build `npm start` needs, done only when something it reads changed since the last
 * build: a restart after a crash starts the built shop at once instead of building the whole
 * site again (decision 0039). `npm run shop` and `npm run seed` ask for the server alone.
 *
 *   node tools/build-if-changed.js [--always] [--quiet] web|admin|server ...
 *
 * Each part's inputs (its own folder, the shop's packages, the root's package files and
 * TypeScript settings) are fingerprinted by their content, file by file, so a checkout that
 * touches files without changing them builds nothing. A build that succeeds writes the
 * fingerprint, with a list of the files it made (size and time), to
 * node_modules/.cache/shop-build/<part>.json; it is removed before each build, so a build that
 * failed or was cut short leaves none, and the next start builds again. The web app's and the
 * back office's folders are served as they are, which is why the record is kept outside them.
 * What it says goes to the standard error: a command's own output stays alone on stdout.
 *
 * `--always` builds whatever the fingerprint says (`npm run build`), and records it.
 * `--quiet` says nothing when nothing needs building (the shop's commands).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const RECORDS = path.join(ROOT, 'node_modules', '.cache', 'shop-build');

/** What every part's build reads besides its own folder. */
const COMMON_INPUTS = ['packages', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/** Folders and files in the inputs that no build reads: outputs, installs, test reports. */
const NOT_INPUTS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results', '.DS_Store']);
const NOT_INPUT_ENDINGS = ['.tsbuildinfo', '.log'];

/**
 * @typedef {{ name: string, workspace: string, outputs: string[] }} Part
 * @type {Record<string, Part>}
 */
const PARTS = {
  web: { name: 'the web app', workspace: 'apps/web', outputs: ['apps/web/dist', 'apps/web/dist-server'] },
  admin: { name: 'the back office', workspace: 'apps/admin', outputs: ['apps/admin/dist'] },
  server: { name: 'the server', workspace: 'apps/server', outputs: ['apps/server/dist'] },
};

/** Every file under `entry` (a file or a folder, relative to ROOT), as relative paths. */
function filesUnder(entry, skip = NOT_INPUTS) {
  const found = [];
  const walk = (relative) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOTDIR') found.push(relative);
      return;
    }
    for (const child of entries) {
      if (skip.has(child.name) || NOT_INPUT_ENDINGS.some((ending) => child.name.endsWith(ending))) continue;
      const childPath = path.posix.join(relative, child.name);
      if (child.isDirectory()) walk(childPath);
      else if (child.isFile() || child.isSymbolicLink()) found.push(childPath);
    }
  };
  walk(entry);
  return found;
}

/** Files the parts share (the packages) are read once however many parts read them. */
const hashed = new Map();

/** @param {Part} part @returns {Record<string, string>} each input file's SHA-256, by path */
function inputsOf(part) {
  /** @type {Record<string, string>} */
  const hashes = {};
  for (const file of [part.workspace, ...COMMON_INPUTS].flatMap((entry) => filesUnder(entry)).sort()) {
    if (!hashed.has(file)) {
      hashed.set(
        file,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(ROOT, file)))
          .digest('hex'),
      );
    }
    hashes[file] = hashed.get(file);
  }
  return hashes;
}

/** @param {Part} part @returns {Record<string, string>} each built file's size and time, by path */
function outputsOf(part) {
  /** @type {Record<string, string>} */
  const listing = {};
  for (const file of part.outputs.flatMap((folder) => filesUnder(folder, new Set())).sort()) {
    const { size, mtimeMs } = fs.statSync(path.join(ROOT, file));
    listing[file] = `${size} ${mtimeMs}`;
  }
  return listing;
}

/** @param {string} key */
const recordPath = (key) => path.join(RECORDS, `${key}.json`);

/** @param {string} key @returns {{ inputs: Record<string, string>, outputs: Record<string, string> } | undefined} */
function readRecord(key) {
  try {
    return JSON.parse(fs.readFileSync(recordPath(key), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The paths whose value differs between two listings, one listing's extra paths included. */
function differences(before = {}, now = {}) {
  const paths = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...paths].filter((file) => before[file] !== now[file]).sort();
}

/** @param {string[]} names 'a, b and c' */
function listed(names) {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** @param {string[]} files */
function named(files) {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

/**
 * Why the part must be built, or undefined when its last build is of these very inputs.
 * @param {string} key @param {Record<string, string>} inputs
 */
function reasonToBuild(key, inputs) {
  const part = PARTS[key];
  const record = readRecord(key);
  if (!record) return 'no build of these sources yet';
  const changed = differences(record.inputs, inputs);
  if (changed.length > 0) {
    return `${changed.length === 1 ? '1 file' : `${changed.length} files`} changed since the last build (${named(changed)})`;
  }
  const rebuilt = differences(record.outputs, outputsOf(part));
  if (rebuilt.length > 0) return `its last build was changed or removed since (${named(rebuilt)})`;
  return undefined;
}

/** @param {string} workspace @param {boolean} quiet @returns {Promise<number>} the build's exit code */
function runBuild(workspace, quiet) {
  // The npm that runs this script, else the one on the PATH.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const [command = 'npm', ...args] = [...npm, 'run', 'build', '--workspace', workspace];
  if (quiet) args.push('--silent');
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr],
    shell: process.platform === 'win32' && command === 'npm',
  });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string} text */
const say = (text) => process.stderr.write(`${text}\n`);

async function main() {
  const args = process.argv.slice(2);
  const always = args.includes('--always');
  const quiet = args.includes('--quiet');
  const keys = args.filter((arg) => !arg.startsWith('--'));
  const unknown = keys.filter((key) => !(key in PARTS));
  if (keys.length === 0 || unknown.length > 0) {
    say(`Usage: node tools/build-if-changed.js [--always] [--quiet] ${Object.keys(PARTS).join('|')} ...`);
    return 2;
  }

  const checkStarted = performance.now();
  const plan = keys.map((key) => {
    const inputs = inputsOf(PARTS[key]);
    return { key, inputs, reason: always ? 'asked for' : reasonToBuild(key, inputs) };
  });
  const checked = ((performance.now() - checkStarted) / 1000).toFixed(2);
  const toBuild = plan.filter((step) => step.reason !== undefined);
  if (toBuild.length === 0) {
    if (!quiet) {
      const parts = listed(keys.map((key) => PARTS[key].name));
      say(
        `No build needed: ${parts} ${keys.length > 1 ? 'are' : 'is'} built from these sources (checked in ${checked} s).`,
      );
    }
    return 0;
  }

  for (const { key, inputs, reason } of toBuild) {
    const part = PARTS[key];
    say(`Building ${part.name}: ${reason}.`);
    fs.rmSync(recordPath(key), { force: true });
    const code = await runBuild(part.workspace, quiet);
    if (code !== 0) {
      say(`The build of ${part.name} failed (exit code ${code}); the next start builds it again.`);
      return code;
    }
    // The inputs as they were when the build began: a file changed during it builds again.
    fs.mkdirSync(RECORDS, { recursive: true });
    const partial = `${recordPath(key)}.${process.pid}.partial`;
    fs.writeFileSync(partial, JSON.stringify({ inputs, outputs: outputsOf(part) }));
    fs.renameSync(partial, recordPath(key));
  }
  return 0;
}

process.exitCode = await main();
