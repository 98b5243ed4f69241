import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { cartQueueMachine } from '../machines/cartQueue';
import { cartSyncMachine } from '../machines/cartSync';
import { fragmentRegionsMachine } from '../machines/fragmentRegions';
import { quantityMinimumMachine } from '../machines/quantityMinimum';
import { openCartChannel } from '../services/cartChannel';
import { blockRegions, replaceRegions, unblockRegions } from '../services/fragments';
import { servedFromPrefetch } from '../services/navigation';
import { onPageRestored } from '../services/pageLifecycle';
import { quantityInputsOutsideCart, readQuantity, setQuantity } from '../services/quantityInputs';
import { storefrontConfig } from '../services/storefrontConfig';
import { MINI_CART_SELECTOR } from '../ui/cart/MiniCart';
import { pageActorOptions } from './devtools/inspection';
import { hydrateIslands, unmountIslands } from './hydrate';

/** The endpoint template when the page carries no configuration (it always does). */
const FALLBACK_ENDPOINT = '/cart-api/%%endpoint%%';

function createCartRuntime() {
  const endpoint = storefrontConfig().endpoint ?? FALLBACK_ENDPOINT;

  const regions = createActor(
    fragmentRegionsMachine.provide({
      actions: {
        block: (_, { selectors }) => blockRegions(selectors),
        replace: (_, { fragments }) =>
          replaceRegions(fragments, {
            beforeRemove: (el) => unmountIslands(el),
            afterInsert: (el) => void hydrateIslands(el),
          }),
        unblock: (_, { selectors }) => unblockRegions(selectors),
      },
    }),
    pageActorOptions(),
  ).start();

  const initialHash = document.querySelector<HTMLElement>(MINI_CART_SELECTOR)?.dataset.cart_hash ?? '';
  let channel: { publish(cart_hash: string): void } | undefined;
  const sync = createActor(
    cartSyncMachine.provide({
      actions: {
        broadcast: (_, { cart_hash }) => channel?.publish(cart_hash),
        requestRefresh: ({ self }) =>
          queue.send({ type: 'ENQUEUE', request: { endpoint: 'get_refreshed_fragments', body: {} }, replyTo: self }),
      },
    }),
    { ...pageActorOptions(), input: { cart_hash: initialHash } },
  );

  const queue = createActor(
    cartQueueMachine.provide({
      actors: {
        // The client and its zod checks load with the first cart request, not with every page.
        sendCartRequest: fromPromise(async ({ input }) =>
          (await import('../services/cartClient')).sendCartRequest(endpoint, input),
        ),
      },
      actions: {
        // Every answer with fragments updates the page, even when its requester is gone.
        settled: (_, { response }) => {
          if (response.error) return;
          if (response.fragments) regions.send({ type: 'APPLY', fragments: response.fragments });
          if (response.cart_hash !== undefined) sync.send({ type: 'LOCAL_CHANGE', cart_hash: response.cart_hash });
        },
      },
    }),
    pageActorOptions(),
  ).start();

  sync.start();
  channel = openCartChannel((cart_hash) => sync.send({ type: 'REMOTE_CHANGE', cart_hash }));
  onPageRestored(() => sync.send({ type: 'PAGE_RESTORED' }));
  // A prefetched copy of this page shows the cart as it was when fetched.
  if (servedFromPrefetch()) sync.send({ type: 'PAGE_RESTORED' });

  return {
    /** Queues a cart request; the answer comes back to `replyTo` as CART_DONE or CART_FAILED. */
    enqueue(request: Parameters<typeof queue.send>[0]['request'], replyTo: AnyActorRef) {
      queue.send({ type: 'ENQUEUE', request, replyTo });
    },
  };
}

let runtime: ReturnType<typeof createCartRuntime> | undefined;

/** The page's one cart queue, fragment regions and cart sync, started on first use. */
export function cartRuntime(): ReturnType<typeof createCartRuntime> {
  runtime ??= createCartRuntime();
  return runtime;
}

/** The quantity-minimum rule (spec section 5), one actor per input, run once on page load. */
export function applyQuantityMinimum(root: ParentNode): void {
  for (const input of quantityInputsOutsideCart(root)) {
    const actor = createActor(
      quantityMinimumMachine.provide({ actions: { raise: (_, { min }) => setQuantity(input, min) } }),
      pageActorOptions(),
    ).start();
    actor.send({ type: 'CHECK', ...readQuantity(input) });
  }
}

/** On page load: the quantity-minimum rule; and the cart queue and sync, listening. */
export function startCart(root: ParentNode = document): void {
  applyQuantityMinimum(root);
  cartRuntime();
}
