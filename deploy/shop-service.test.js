// @ts-check
/**
 * The systemd unit the guide installs (deploy/shop.service), as systemd itself reads it:
 * `systemd-analyze verify` finds nothing wrong, and its offline security review sees the
 * sandbox the guide promises. Neither needs systemd to be running, only its tools (Debian's
 * `systemd` package); without them the tests are skipped, saying why.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const UNIT = path.resolve(import.meta.dirname, 'shop.service');
/** The Node.js the unit starts, where NodeSource's and Debian's packages put it. */
const NODE = '/usr/bin/node';

/** @param {string} file */
const executable = (file) =>
  fs.access(file, fs.constants.X_OK).then(
    () => true,
    () => false,
  );

const analyze = await (async () => {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(folder, 'systemd-analyze');
    if (folder && (await executable(candidate))) return candidate;
  }
  return undefined;
})();
const skipReason = !analyze
  ? 'systemd-analyze is not installed (apt-get install -y systemd)'
  : !(await executable(NODE))
    ? `the unit starts ${NODE}, which this machine does not have`
    : undefined;
if (skipReason) console.warn(`Skipping the tests of deploy/shop.service: ${skipReason}.`);

/**
 * systemd-analyze's exit code and everything it wrote.
 * @param {string[]} args
 */
async function systemdAnalyze(args) {
  if (!analyze) throw new Error('systemd-analyze is not installed');
  try {
    const { stdout, stderr } = await run(analyze, args);
    return { code: 0, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = /** @type {{ code: number, stdout: string, stderr: string }} */ (error);
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

describe('the shop’s commands on a server (deploy/shop)', () => {
  it('run with the settings and in the sandbox of the service, and leave the user’s shared memory alone', async () => {
    const unit = await fs.readFile(UNIT, 'utf8');
    const command = await fs.readFile(path.resolve(import.meta.dirname, 'shop'), 'utf8');
    const sandbox = unit
      .split('\n')
      .filter((line) =>
        /^(EnvironmentFile|UMask|ReadWritePaths|NoNewPrivileges|Protect\w+|Private\w+|Restrict\w+|LockPersonality|CapabilityBoundingSet|SystemCall\w+)=/.test(
          line,
        ),
      );
    expect(sandbox.length).toBeGreaterThan(20);
    expect(sandbox.filter((line) => !command.includes(`--property=${line}`))).toEqual([]);
    // Neither removes the user's shared memory when it ends: a command's PostgreSQL or the
    // shop's may still be running.
    expect(`${unit}\n${command}`).not.toMatch(/^RemoveIPC=|--property=RemoveIPC/m);
    expect(command).toContain('--uid=shop --gid=shop');
  });
});

describe.skipIf(skipReason !== undefined)('the shop’s systemd unit', () => {
  it('passes systemd-analyze verify without a word', async () => {
    expect(await systemdAnalyze(['verify', UNIT])).toEqual({ code: 0, output: '' });
  });

  it('would be refused by systemd-analyze verify with a mistyped setting or a missing node', async () => {
    // So that the silence above means something: the same unit, broken twice.
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-unit-'));
    try {
      const broken = (await fs.readFile(UNIT, 'utf8'))
        .replace('ExecStart=/usr/bin/node ', 'ExecStart=/usr/bin/no-such-node ')
        .replace('ProtectHome=yes', 'ProtectHom=yes');
      await fs.writeFile(path.join(folder, 'shop.service'), broken);
      const verified = await systemdAnalyze(['verify', path.join(folder, 'shop.service')]);
      expect(verified.code).not.toBe(0);
      expect(verified.output).toContain("Unknown key 'ProtectHom' in section [Service]");
      expect(verified.output).toContain('Command /usr/bin/no-such-node is not executable');
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('runs sandboxed: its own user, no new privileges, a read-only system, no homes, a private /tmp', async () => {
    const { code, output } = await systemdAnalyze(['security', '--offline=yes', UNIT]);
    expect(code, output).toBe(0);
    // Each check the review passed starts its line with ✓.
    for (const setting of [
      'User=/DynamicUser=',
      'NoNewPrivileges=',
      'ProtectSystem=',
      'ProtectHome=',
      'PrivateTmp=',
      'PrivateDevices=',
      'CapabilityBoundingSet=~CAP_SYS_ADMIN',
    ]) {
      expect(
        output
          .split('\n')
          .find((line) => line.includes(` ${setting} `))
          ?.trim(),
        output,
      ).toMatch(/^✓ /);
    }
    expect(output).toMatch(/✓ ProtectSystem=\s+Service has strict read-only access to the OS file hierarchy/);
    // systemd's own scale: 0 (locked down) to 10 (unprotected); below 2 it says "OK".
    const overall = /Overall exposure level for shop\.service: (\d+\.\d) (\S+)/.exec(output);
    expect(overall?.[2], output).toBe('OK');
    expect(Number(overall?.[1])).toBeLessThanOrEqual(2);
  });
});
