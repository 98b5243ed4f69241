import type { FastifyRequest } from 'fastify';

/** The URL the request came in on, to build links that keep its query. */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, 'http://shop.invalid');
}

/**
 * Path and query of `url` for a Location header. A request path such as "/.//evil.example"
 * resolves to the pathname "//evil.example", which a browser reads as another host:
 * leading slashes are folded into one so a redirect never leaves the shop.
 */
export function localHref(url: URL): string {
  return `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}`;
}

/**
 * The absolute address of `path`: on the shop's PUBLIC_URL when set (required behind a
 * proxy: no request header chooses it, issue 27), else on the host the request asked for.
 * What share links send to other sites. The page cache keeps a page per host, so a request
 * naming another host cannot change what others are given.
 */
export function absoluteUrl(request: FastifyRequest, path: string): string {
  const base = request.server.shop.settings.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL(path, base).href;
}
