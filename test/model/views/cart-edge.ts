import { vi } from 'vitest';
import type { CartResponse } from '../../../domain/cart';
import { startCart } from '../../../src/live/cart';
import { onWalkEnd } from './walk';

/**
 * The page's live cart (queue, fragment regions, sync between tabs) with the server as its
 * only double: `fetch` holds each cart request until the walk answers it, and records it
 * as `METHOD endpoint body`. `machines`: variants of the cart's machines to run (test/structure/).
 */
export async function startCartWithServer(machines: Parameters<typeof startCart>[1] = {}) {
  // Loaded with the first request in a browser; loaded here, it answers within a turn.
  await import('../../../services/cartClient');
  const held: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        requests.push(`${init.method} ${url} ${init.body ?? ''}`.trim());
        held.push({ resolve, reject });
      }),
  );
  // The page's channel to its other tabs is real, and closed with the test: an open one
  // would keep the test's worker alive.
  const channels: BroadcastChannel[] = [];
  // What this tab told the shop's other tabs, in order.
  const published: unknown[] = [];
  const Channel = globalThis.BroadcastChannel;
  vi.stubGlobal(
    'BroadcastChannel',
    class extends Channel {
      constructor(name: string) {
        super(name);
        channels.push(this);
      }
      override postMessage(message: unknown) {
        published.push(message);
        super.postMessage(message);
      }
    },
  );
  onWalkEnd(() => {
    for (const c of channels) c.close();
  });
  // The page's listeners (Back restoring it from the cache) go with the test, as the page
  // would: left on jsdom's one window, an earlier path's cart would answer this one's events.
  const listening = vi.spyOn(window, 'addEventListener');
  const queue = startCart({ beforeRemove: () => {}, afterInsert: () => {} }, machines);
  const listeners = [...listening.mock.calls];
  listening.mockRestore();
  onWalkEnd(() => {
    for (const [type, listener, options] of listeners) window.removeEventListener(type, listener, options);
    queue.stop();
  });
  /** Lets a request and its answer run their course (a handful of promise turns). */
  const settle = async () => {
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
  };
  return {
    queue,
    requests,
    published,
    settle,
    /** Another tab of the shop tells this one that the cart changed (its message arrives). */
    fromOtherTab: (message: unknown) => {
      // jsdom's MessageEvent is not Node's Event, which the channel dispatches: its handler is called as the channel would.
      for (const c of channels) c.onmessage?.call(c, { data: message } as MessageEvent);
    },
    /** How many requests are still waiting for the server's answer. */
    open: () => held.length,
    /** The server answers the oldest request still open. */
    answer: async (body: CartResponse | string, status = 200) => {
      held.shift()?.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
      await settle();
    },
    /** The oldest open request never reaches the server: the shopper is offline. */
    fail: async () => {
      held.shift()?.reject(new TypeError('Failed to fetch'));
      await settle();
    },
  };
}
