import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { demoEmbedRoutes } from '../embed/demo-embed';
import { accountRoutes } from './account';
import { CART_API_PREFIX, cartApiRoutes } from './cart-api';
import { cartPageRoutes } from './cart-pages';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { devtoolsRoutes } from './devtools';
import { healthRoutes } from './health';
import { listingFilterRoutes } from './listing-filter';
import { mediaRoutes, videoRoutes } from './media';
import { newsletterRoutes } from './newsletter';
import { restRoutes } from './rest';
import { reviewRoutes } from './reviews';
import { searchRoutes } from './search';

/** What the route modules are given: the development registry, when Vite serves the pages. */
export interface RouteOptions {
  freshRegistry?: Parameters<typeof devtoolsRoutes>[1]['freshRegistry'];
}

// biome-ignore lint/suspicious/noExplicitAny: each module takes its own options, listed with it
type RouteModule = readonly [FastifyPluginAsync<any>, (options: RouteOptions) => Record<string, unknown>];

const none = () => ({});

/**
 * The shop's route modules, in the order they are registered (after the global hooks and
 * the page cache, server/app.ts). A new module is one line here; each declares its routes'
 * schemas itself (server/http/schema.ts) and, for a JSON family, its error handler
 * (server/http/error-replies.ts).
 */
export const ROUTE_MODULES: readonly RouteModule[] = [
  [healthRoutes, none],
  [cartPageRoutes, none],
  [cartApiRoutes, () => ({ prefix: CART_API_PREFIX })],
  [catalogueRoutes, none],
  [contentRoutes, none],
  [searchRoutes, none],
  [mediaRoutes, none],
  [videoRoutes, none],
  [demoEmbedRoutes, none],
  [reviewRoutes, none],
  [checkoutRoutes, none],
  [devtoolsRoutes, ({ freshRegistry }) => (freshRegistry ? { freshRegistry } : {})],
  [accountRoutes, none],
  [newsletterRoutes, none],
  [contactRoutes, none],
  [listingFilterRoutes, () => ({ prefix: '/api' })],
  [restRoutes, () => ({ prefix: '/api' })],
];

/** Registers every route module of the list, in order. */
export async function registerRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  for (const [plugin, optionsOf] of ROUTE_MODULES) await app.register(plugin, optionsOf(options));
}
