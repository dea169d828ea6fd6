/**
 * The shop behind Caddy, as docs/going-live.md installs it: Debian's `caddy` runs the very
 * deploy/Caddyfile in front of the real shop process (TRUST_PROXY=1, an https:// PUBLIC_URL),
 * on loopback, with its internal certificate authority (Caddy's own for `localhost`) in place
 * of Let's Encrypt. Shoppers are told apart by their own addresses, 127.0.0.2 and 127.0.0.3,
 * which only Caddy sees. Skipped, saying so, where Caddy is not installed
 * (`apt-get install -y caddy`, docs/testing.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_SEARCHES } from '@shop/shared/catalogue';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import { latestMailTo } from './test-support/mail.ts';
import { outputTail } from './test-support/output-tail.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './test-support/server-process.ts';

const CADDYFILE = path.resolve(import.meta.dirname, '../../../deploy/Caddyfile');
const CADDY_TIMEOUT_MS = 60_000;
const SEARCHES_PER_MINUTE = 3;

const caddyPath = await (async () => {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, 'caddy');
    if (
      await fs.access(candidate, fs.constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
})();
if (!caddyPath) {
  console.warn('Skipping the shop behind Caddy: caddy is not installed (apt-get install -y caddy).');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let prepared: ServerDatabase | undefined;
let server: ServerProcess | undefined;
let caddy: ChildProcess | undefined;
let caddyOutput = () => '';
let folder = '';
let rootCertificate = '';
let httpPort = 0;
let httpsPort = 0;
let publicUrl = '';

/** A request from `from`, a loopback address of the shopper's own, to Caddy at `localhost`. */
function request(
  scheme: 'http' | 'https',
  from: string,
  pathName: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const port = scheme === 'https' ? httpsPort : httpPort;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const options: https.RequestOptions = {
    host: '127.0.0.1',
    port,
    localAddress: from,
    method,
    path: pathName,
    headers: {
      host: `localhost:${port}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(scheme === 'https' ? { servername: 'localhost', ca: rootCertificate } : {}),
  };
  return new Promise((resolve, reject) => {
    const sent = (scheme === 'https' ? https : http).request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    sent.setTimeout(10_000, () => sent.destroy(new Error(`no answer to ${method} ${pathName}`)));
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Caddy makes its authority and the certificate of `localhost` after it starts. */
async function whenCaddyServes(): Promise<void> {
  const rootFile = path.join(folder, 'data/caddy/pki/authorities/local/root.crt');
  const deadline = Date.now() + CADDY_TIMEOUT_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    if (caddy?.exitCode !== null) throw new Error(`caddy stopped:\n${caddyOutput()}`);
    try {
      rootCertificate = await fs.readFile(rootFile, 'utf8');
      if ((await request('https', '127.0.0.1', '/api/health')).status === 200) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `caddy did not serve within ${CADDY_TIMEOUT_MS / 1000} s (${String(last)}):\n${caddyOutput()}`,
  );
}

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy?.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  await killServerProcess(server);
  await prepared?.remove();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

// What Caddy passes on is the subject, not the database: the PostgreSQL pass leaves it out.
describe.skipIf(!caddyPath || process.env.TEST_DATABASE_URL !== undefined)(
  'the shop behind Caddy, with deploy/Caddyfile',
  () => {
    beforeAll(async () => {
      folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-caddy-'));
      // A page template, so that pages carry their head (the web app's build is not needed).
      const webDist = path.join(folder, 'web');
      await fs.mkdir(webDist);
      await fs.writeFile(
        path.join(webDist, 'index.html'),
        '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>The shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
      );
      [httpPort, httpsPort] = [await freePort(), await freePort()];
      publicUrl = `https://localhost:${httpsPort}`;
      prepared = await prepareServerDatabase(FIXTURE_PRODUCTS);
      server = await startServerProcess({
        ...prepared.environment,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '1',
        PAYMENT_PROVIDER: 'test',
        SEARCHES_PER_MINUTE: String(SEARCHES_PER_MINUTE),
        WEB_DIST: webDist,
      });
      caddy = spawn(caddyPath ?? 'caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
        env: {
          PATH: process.env.PATH,
          HOME: folder,
          XDG_DATA_HOME: path.join(folder, 'data'),
          XDG_CONFIG_HOME: path.join(folder, 'config'),
          SHOP_DOMAIN: 'localhost',
          SHOP_HTTP_PORT: String(httpPort),
          SHOP_HTTPS_PORT: String(httpsPort),
          SHOP_CADDY_ADMIN: 'off',
          SHOP_PORT: new URL(server.baseUrl).port,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      caddyOutput = outputTail(caddy);
      await whenCaddyServes();
    }, 180_000);

    it('answers over HTTPS with Strict-Transport-Security, and canonical links on PUBLIC_URL', async () => {
      const page = await request('https', '127.0.0.2', '/product/1', { headers: { accept: 'text/html' } });
      expect(page.status, page.body).toBe(200);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(page.body).toContain(`<link rel="canonical" href="${publicUrl}/product/1" />`);

      const sitemap = await request('https', '127.0.0.2', '/sitemap.xml');
      expect(sitemap.body).toContain(`<loc>${publicUrl}/product/1</loc>`);
    });

    it('sends every http:// address to the same address on https://', async () => {
      const answer = await request('http', '127.0.0.2', '/product/1?size=7');
      expect(answer.status).toBe(308);
      // At https's own port, where Caddy listens on a server (443; the test's port is another).
      expect(answer.headers.location).toBe('https://localhost/product/1?size=7');
    });

    it('limits each shopper by the address Caddy saw, whatever X-Forwarded-For the shopper wrote', async () => {
      const search = (from: string, headers: Record<string, string> = {}) =>
        request('https', from, '/api/products/search?q=ring', { headers });
      for (let index = 0; index < SEARCHES_PER_MINUTE; index += 1) {
        expect((await search('127.0.0.2')).status).toBe(200);
      }
      const limited = await search('127.0.0.2', { 'x-forwarded-for': '127.0.0.9' });
      expect(limited.status).toBe(429);
      expect(JSON.parse(limited.body)).toMatchObject({ success: false, message: TOO_MANY_SEARCHES });
      // Another shopper, behind the same Caddy, searches on.
      expect((await search('127.0.0.3')).status).toBe(200);
    });

    it('puts PUBLIC_URL in the link of a password-reset mail', async () => {
      const email = 'lakshmi.caddy@example.in';
      const registered = await request('https', '127.0.0.3', '/register', {
        method: 'POST',
        body: {
          firstName: 'Lakshmi',
          lastName: 'Iyer',
          email,
          phoneNumber: '9876543210',
          password: 'silver925',
        },
      });
      expect(registered.status, registered.body).toBe(201);
      const asked = await request('https', '127.0.0.3', '/reset-password-request', {
        method: 'POST',
        body: { email },
      });
      expect(asked.status, asked.body).toBe(200);
      const mail = await latestMailTo(prepared?.dataDir ?? '', email);
      expect(mail.decoded).toContain(`${publicUrl}/reset-password?email=${encodeURIComponent(email)}&code=`);
    });
  },
);
