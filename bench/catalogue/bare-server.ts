/**
 * The bare bound, run in a process of its own by bare-bound.ts: a `node:http` server that
 * answers each path with the bytes the shop answered it (the same body, content type and
 * length), and nothing else. No framework, no hooks, no headers of the shop's own: what Node
 * alone costs to send those bytes on this machine.
 */
import http from 'node:http';

export interface ReplayedAnswer {
  path: string;
  contentType: string;
  body: Uint8Array;
}

/** The parent's one message: the answers to send. */
export interface BareServerSetup {
  answers: ReplayedAnswer[];
}

/** The server's one reply: where it listens. */
export interface BareServerReady {
  port: number;
}

function isSetup(message: unknown): message is BareServerSetup {
  return (
    typeof message === 'object' && message !== null && 'answers' in message && Array.isArray(message.answers)
  );
}

function serve(setup: BareServerSetup): void {
  const answers = new Map(
    setup.answers.map(({ path, contentType, body }) => [
      path,
      {
        headers: { 'content-type': contentType, 'content-length': String(body.byteLength) },
        body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      },
    ]),
  );
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (answer === undefined) {
      response.writeHead(404, { 'content-length': '0' }).end();
      return;
    }
    response.writeHead(200, answer.headers).end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const ready: BareServerReady = {
      port: typeof address === 'object' && address !== null ? address.port : 0,
    };
    process.send?.(ready);
  });
}

// The benchmark that started it has gone (stopped or killed): nobody will measure or stop it.
process.once('disconnect', () => process.exit(0));
process.once('message', (message: unknown) => {
  if (!isSetup(message))
    throw new Error('the bare server expects { answers: [{ path, contentType, body }] }');
  serve(message);
});
