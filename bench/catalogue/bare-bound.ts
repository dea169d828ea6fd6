/**
 * Starts and checks the bare bound (bare-server.ts) in its own process, on its own port, so
 * that it does not share an event loop with the load generator or the shop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { httpGet } from '../shared/http.ts';
import { cpuTimeOf } from '../shared/server-memory.ts';
import type { BareServerReady, BareServerSetup, ReplayedAnswer } from './bare-server.ts';

const SCRIPT = path.join(import.meta.dirname, 'bare-server.ts');
const START_TIMEOUT_MS = 30_000;

export interface BareServer {
  baseUrl: string;
  /** The CPU milliseconds the bare server has used so far (Linux only). */
  cpuMilliseconds(): Promise<number | undefined>;
  stop(): Promise<void>;
}

function isReady(message: unknown): message is BareServerReady {
  return (
    typeof message === 'object' && message !== null && 'port' in message && typeof message.port === 'number'
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

function firstMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start')), START_TIMEOUT_MS);
    child.once('message', (message: unknown) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('the bare server stopped at start'));
    });
  });
}

/** Each answer must come back from the bare server byte for byte, with the same type and length. */
async function checkReplays(baseUrl: string, answers: readonly ReplayedAnswer[]): Promise<void> {
  for (const answer of answers) {
    const replay = await httpGet(`${baseUrl}${answer.path}`);
    const same =
      replay.status === 200 &&
      replay.headers['content-type'] === answer.contentType &&
      replay.headers['content-length'] === String(answer.body.byteLength) &&
      replay.body.equals(answer.body);
    if (!same) throw new Error(`the bare server did not send the shop's bytes for ${answer.path}`);
  }
}

export async function startBareServer(answers: readonly ReplayedAnswer[]): Promise<BareServer> {
  const child = fork(SCRIPT, [], {
    execArgv: ['--import', 'tsx'],
    // Buffers cross as bytes, not as JSON arrays of numbers.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const setup: BareServerSetup = { answers: [...answers] };
    child.send(setup);
    const message = await firstMessage(child);
    if (!isReady(message)) throw new Error('the bare server answered something other than its port');
    const baseUrl = `http://127.0.0.1:${message.port}`;
    await checkReplays(baseUrl, answers);
    return {
      baseUrl,
      cpuMilliseconds: async () => (child.pid === undefined ? undefined : cpuTimeOf(child.pid)),
      stop: () => stop(child),
    };
  } catch (error) {
    await stop(child);
    throw error;
  }
}
