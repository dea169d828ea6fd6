import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The origin absolute addresses (canonical links, link previews, the sitemap) start with:
 * PUBLIC_URL when the shop sets it, otherwise the address the request was made to, which
 * is right on localhost and on a server reached directly; behind a proxy that changes the
 * scheme or host, PUBLIC_URL says what shoppers see. The URL parser writes the request's
 * origin the one way a browser would (`http://localhost`, not `http://LocalHost:80`), so the
 * page's own address and its pictures' addresses agree.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl;
  const requested = `${request.protocol}://${request.host}`;
  return URL.canParse(requested) ? new URL(requested).origin : `${request.protocol}://localhost`;
}

/**
 * The origin for a link in a mail, or undefined when there is none to trust: the mail then
 * carries its code alone. A mail carries a secret (a reset code), and the Host header is
 * whatever the sender wrote, so without PUBLIC_URL the request's address is taken only when
 * it is, as a whole, an address this server listens on: no user info (`localhost:@evil.example`
 * is a URL whose host is evil.example), no path, and no X-Forwarded-Host (a proxy in between
 * knows an address the server cannot check).
 */
export function mailOrigin(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  if (publicUrl !== undefined) return publicUrl;
  if (request.headers['x-forwarded-host'] !== undefined) return undefined;
  const host = request.headers.host ?? '';
  const candidate = `${request.protocol}://${host}`;
  if (!URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  const isBareOrigin = url.host === host.toLowerCase() || `${url.host}:${defaultPort(url)}` === host;
  if (!isBareOrigin || !listensAt(request.server, url)) return undefined;
  return url.origin;
}

function defaultPort(url: URL): string {
  return url.protocol === 'https:' ? '443' : '80';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/** Whether the URL's host and port name an address the server's sockets are bound to. */
function listensAt(server: FastifyInstance, url: URL): boolean {
  const port = Number(url.port || defaultPort(url));
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return server.addresses().some((bound) => {
    // A Unix socket has no host name a link could carry.
    if (typeof bound === 'string' || bound.port !== port) return false;
    if (hostname === 'localhost') return LOOPBACK.has(bound.address) || EVERY_INTERFACE.has(bound.address);
    if (EVERY_INTERFACE.has(bound.address)) return interfaceAddresses().has(hostname);
    return bound.address === hostname;
  });
}

function interfaceAddresses(): Set<string> {
  return new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .map((network) => network?.address)
      .filter((address) => address !== undefined),
  );
}
