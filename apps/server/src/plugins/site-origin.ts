import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute addresses (canonical links, link previews, the sitemap) start with:
 * PUBLIC_URL when the shop sets it, otherwise the address the request was made to, which
 * is right on localhost and on a server reached directly; behind a proxy that changes the
 * scheme or host, PUBLIC_URL says what shoppers see. The URL parser writes the request's
 * origin the one way a browser would (`http://localhost`, not `http://LocalHost:80`), so the
 * page's own address and its pictures' addresses agree.
 */
/**
 * The origin for a link in a mail. A mail carries a secret (a reset code), and the request's
 * Host header is whatever the sender wrote: only PUBLIC_URL, or a shop reached on this very
 * machine, is trusted to put its address into a mail. Otherwise the mail has no link.
 */
export function mailOrigin(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  if (publicUrl !== undefined) return publicUrl;
  return ['localhost', '127.0.0.1', '[::1]'].includes(request.hostname)
    ? siteOrigin(request, undefined)
    : undefined;
}

export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl;
  const requested = `${request.protocol}://${request.host}`;
  return URL.canParse(requested) ? new URL(requested).origin : `${request.protocol}://localhost`;
}
