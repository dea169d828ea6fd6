import type { FastifyRequest } from 'fastify';

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
