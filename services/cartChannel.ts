/**
 * Tells the shop's other open tabs that the cart changed, by its cart_hash, and hears
 * them. BroadcastChannel where there is one; otherwise a localStorage key, whose
 * `storage` event reaches the other tabs of the same site.
 */
const NAME = 'statefront-cart';
const STORAGE_KEY = 'statefront_cart_hash';

export function openCartChannel(onRemoteChange: (cart_hash: string) => void): { publish(cart_hash: string): void } {
  const read = (value: unknown) => {
    if (typeof value === 'string' && value.length <= 64) onRemoteChange(value);
  };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(NAME);
    channel.onmessage = (e: MessageEvent) => read((e.data as { cart_hash?: unknown } | null)?.cart_hash);
    return { publish: (cart_hash) => channel.postMessage({ cart_hash }) };
  }
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEY && e.newValue !== null) read(e.newValue.split('|')[0]);
  });
  return {
    publish(cart_hash) {
      try {
        // The timestamp makes every change a new value, so the event fires for a repeat.
        localStorage.setItem(STORAGE_KEY, `${cart_hash}|${Date.now()}`);
      } catch {
        // Storage refused (private mode): other tabs catch up on their next page.
      }
    },
  };
}
