import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SELF_ORIGIN } from '../../domain/embed';
import { TIMINGS } from '../../machines/timings';

/**
 * The one inline style attribute the server renders (the form help's slide duration, from
 * the machines' timings). A policy may allow a style attribute by the hash of its exact
 * text ('unsafe-hashes'); any other inline style stays blocked (decision 0142).
 */
export const ALLOWED_STYLE_ATTRIBUTES = [`animation-duration:${TIMINGS.helpSlide}ms`];

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * What pages load: scripts, styles, pictures and fetches from the shop itself, nothing
 * inline but the hashed style attributes, the build's stylesheets (by hash) and link prefetch's speculation rules, forms that post only to the shop, and no page
 * of another site may frame the shop's. Development adds what Vite's client needs: its
 * inline React Refresh preamble, the styles it injects, and its HMR socket.
 */
export function contentSecurityPolicy(
  dev: boolean,
  {
    anyStyleAttribute = false,
    frameSrc = [SELF_ORIGIN] as readonly string[],
    inlineStyles = [] as readonly string[],
  } = {},
): string {
  // The build's stylesheets, inlined in every page's head (docs/decisions/0308), by the hash
  // of their text: the same on every page, so pages kept for anonymous visitors stay shareable.
  const styleAttributes = [...ALLOWED_STYLE_ATTRIBUTES, ...inlineStyles].map(hash).join(' ');
  const directives = {
    'default-src': "'self'",
    // Link prefetch adds <script type="speculationrules"> elements: JSON the browser reads,
    // never runs. This keyword allows those and no other inline script.
    'script-src': dev ? "'self' 'unsafe-inline'" : "'self' 'inline-speculation-rules'",
    // `anyStyleAttribute`: a developer-only page whose markup sizes each chart inline.
    'style-src': dev || anyStyleAttribute ? "'self' 'unsafe-inline'" : `'self' 'unsafe-hashes' ${styleAttributes}`,
    'img-src': "'self' data:",
    'connect-src': dev ? "'self' ws: wss:" : "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    // What social-embed widgets may frame (EMBED_ORIGINS, docs/decisions/0274).
    'frame-src': frameSrc.length > 0 ? frameSrc.join(' ') : "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Security headers on every answer. Global (fastify-plugin): pages, endpoints, assets and
 * error pages alike, so no path is left out. A route that sets its own policy (the drawn
 * product pictures) keeps it.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { dev: boolean; embedOrigins?: readonly string[]; inlineStyles?: readonly string[] },
  ) => {
    const policy = contentSecurityPolicy(opts.dev, {
      ...(opts.embedOrigins ? { frameSrc: opts.embedOrigins } : {}),
      ...(opts.inlineStyles ? { inlineStyles: opts.inlineStyles } : {}),
    });
    // A callback hook, not an async one: it runs on every answer, and has nothing to wait for.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
      // Checkout, cart and account must never sit in another site's frame (clickjacking);
      // frame-ancestors says so to current browsers, X-Frame-Options to older ones.
      // The demo embed's page (server/embed) alone says SAMEORIGIN.
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
      // Remove links carry nonces in their query: other sites get the origin only.
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      done(null, payload);
    });
  },
  { name: 'statefront-security-headers' },
);
