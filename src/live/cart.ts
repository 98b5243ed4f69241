import { type ActorRefFrom, fromPromise } from 'xstate';
import { cartQueueMachine } from '../../machines/cartQueue';
import { cartSyncMachine } from '../../machines/cartSync';
import { fragmentRegionsMachine } from '../../machines/fragmentRegions';
import { openCartChannel } from '../../services/cartChannel';
import { tellFragmentsLoaded, tellFragmentsRefreshed } from '../../services/cartEvents';
import { loadedOrOffline } from '../../services/chunks';
import { blockRegions, type RegionHooks, replaceRegions, unblockRegions } from '../../services/fragments';
import { markupMayBeStale } from '../../services/navigation';
import { pageConfig } from '../../services/pageConfig';
import { onPageRestored } from '../../services/pageLifecycle';
import { MINI_CART_SELECTOR } from '../../ui/cart/MiniCart';
import { startActor } from './start';

/** The endpoint template when the page carries no configuration (it always does). */
const FALLBACK_ENDPOINT = '/cart-api/%%endpoint%%';

/** The page's shared cart queue: every cart request of every widget goes through it, one at a time. */
export type CartQueueRef = ActorRefFrom<typeof cartQueueMachine>;

/** The machines the cart runs: the registered ones, unless a test hands in variants of them. */
const CART_MACHINES = {
  fragmentRegions: fragmentRegionsMachine,
  cartSync: cartSyncMachine,
  cartQueue: cartQueueMachine,
};

/**
 * Starts the page's cart: the fragment regions, the cart sync between tabs and the cart
 * queue, wired to each other. The queue is the page's one shared actor (system id
 * `cartQueue`): widgets send it ENQUEUE with `replyTo: self` and get CART_DONE or
 * CART_FAILED back (docs/decisions/0101-live-wiring.md). `regionHooks` re-hydrates the
 * islands of a region the server's fragments replace; the composition root passes it in.
 */
export function startCart(regionHooks: RegionHooks, machines: Partial<typeof CART_MACHINES> = {}): CartQueueRef {
  const { fragmentRegions, cartSync, cartQueue } = { ...CART_MACHINES, ...machines };
  const endpoint = pageConfig().endpoint ?? FALLBACK_ENDPOINT;

  const regions = startActor(
    fragmentRegions.provide({
      actions: {
        block: (_, { selectors }) => blockRegions(selectors),
        replace: (_, { fragments }) => replaceRegions(fragments, regionHooks),
        unblock: (_, { selectors }) => unblockRegions(selectors),
        refreshed: (_, { fragments }) => tellFragmentsRefreshed(fragments),
      },
    }),
  );

  const initialHash = document.querySelector<HTMLElement>(MINI_CART_SELECTOR)?.dataset.cart_hash ?? '';
  let channel: { publish(cart_hash: string): void } | undefined;
  const liveSync = cartSync.provide({
    actions: {
      broadcast: (_, { cart_hash }) => channel?.publish(cart_hash),
      requestRefresh: ({ self }) =>
        queue.send({ type: 'ENQUEUE', request: { endpoint: 'get_refreshed_fragments', body: {} }, replyTo: self }),
    },
  });

  const queue = startActor(
    cartQueue.provide({
      actors: {
        // The client and its zod checks load with the first cart request, not with every page.
        sendCartRequest: fromPromise(async ({ input }) =>
          (await loadedOrOffline(import('../../services/cartClient'))).sendCartRequest(endpoint, input),
        ),
      },
      actions: {
        busy: () => regions.send({ type: 'HOLD' }),
        // The answers' fragments update the page, even when their requesters are gone.
        settled: (_, { fragments, cart_hash }) => {
          regions.send({ type: 'APPLY', fragments });
          if (cart_hash !== undefined) sync.send({ type: 'LOCAL_CHANGE', cart_hash });
        },
      },
    }),
    { systemId: 'cartQueue' },
  );

  // Started after the queue: a stale cart asks the queue for fresh fragments at once.
  const sync = startActor(liveSync, { input: { cart_hash: initialHash } });
  channel = openCartChannel((cart_hash) => sync.send({ type: 'REMOTE_CHANGE', cart_hash }));
  onPageRestored(() => sync.send({ type: 'STALE_PAGE' }));
  // A prefetched copy, or one Back took from the HTTP cache, shows the cart as it was then;
  // any other page came with the cart, and other scripts may start from its regions.
  if (markupMayBeStale()) sync.send({ type: 'STALE_PAGE' });
  else tellFragmentsLoaded(initialHash);

  return queue;
}
