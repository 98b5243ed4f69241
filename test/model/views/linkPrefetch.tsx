import { expect, onTestFinished, vi } from 'vitest';
import { linkPrefetchMachine } from '../../../machines/linkPrefetch';
import { startLinkPrefetch } from '../../../src/live/linkPrefetch';
import { pathDriver } from './driver';

const MUG = 'http://shop.test/product/blue-mug/';
const SORTED = 'http://shop.test/shop/?orderby=price';
const CHROME_130 = 'Mozilla/5.0 Chrome/130.0.0.0 Safari/537.36';
const ANDROID_130 = 'Mozilla/5.0 (Android 14) Chrome/130.0.0.0 Mobile';
type Env = { device: string; userAgent: string; saveData?: boolean };

/** Links coming into view: the page's observer, which the walk scrolls. */
class ViewportDouble {
  static current: ViewportDouble | undefined;
  observed = new Set<Element>();
  constructor(readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    ViewportDouble.current = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
}

/** The shop's listing at /shop/ (this jsdom's origin) with links to a product, a sorted listing and itself. */
function start() {
  window.history.replaceState(null, '', '/shop/');
  document.body.innerHTML =
    '<a href="/product/blue-mug/"><span>Blue mug</span></a> <a href="/shop/?orderby=price">By price</a> <a href="/shop/">Shop</a>';
  for (const el of document.head.querySelectorAll('link[rel="prefetch"]')) el.remove();
  ViewportDouble.current = undefined;
  vi.stubGlobal('IntersectionObserver', ViewportDouble);
  return { on: null as Element | null, prefetched: [] as string[], seen: 0, device: '' };
}

/** The link a path's `http://shop.test/...` address names, on this page. */
const linkTo = (href: unknown) => {
  const { pathname, search } = new URL(String(href));
  return document.querySelector(`a[href="${pathname}${search}"]`) as HTMLAnchorElement;
};
const prefetchedNow = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname);
const pointer = (type: string, target: Element) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));

/**
 * Link prefetch (spec: link prefetch): on desktop a link is prefetched once the pointer has
 * rested on it for 60 ms; on mobile links are prefetched as they come into view, watched
 * from 1000 ms after load. Never a URL with '#' or '?', nor the current page, nor twice,
 * nor at all with save-data or on a browser older than version 110.
 */
export default pathDriver(linkPrefetchMachine, {
  start,
  events: {
    // The page has loaded in this browser: its device, its version, its connection.
    START: (ui, event) => {
      const env = event as unknown as Env;
      ui.device = env.saveData ? 'off' : env.device;
      // A mouse that can hover (desktop) or a finger (mobile).
      Object.defineProperty(window, 'matchMedia', {
        value: () => ({ matches: env.device === 'desktop' }),
        configurable: true,
      });
      const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(env.userAgent);
      Object.defineProperty(navigator, 'connection', { value: { saveData: env.saveData }, configurable: true });
      // The prefetcher's pointer listeners go with the test, as they go with the page.
      const listening = vi.spyOn(document, 'addEventListener');
      startLinkPrefetch();
      const added = [...listening.mock.calls];
      listening.mockRestore();
      onTestFinished(() => {
        for (const [type, listener] of added) document.removeEventListener(type, listener);
        userAgent.mockRestore();
        delete (navigator as { connection?: unknown }).connection;
        delete (window as { matchMedia?: unknown }).matchMedia;
      });
    },
    POINTER_ENTER: (ui, event) => {
      if (ui.on) pointer('pointerout', ui.on);
      ui.on = linkTo(event.href);
      // Onto the link's own text first: moving within a link is not entering it again.
      pointer('pointerover', ui.on.firstElementChild ?? ui.on);
    },
    POINTER_LEAVE: (ui) => {
      pointer('pointerout', ui.on ?? linkTo(MUG));
      ui.on = null;
    },
    'xstate.after.hoverDelay.linkPrefetch.desktop.hovering': async (ui) => {
      await vi.advanceTimersByTimeAsync(59);
      expect(prefetchedNow()).toEqual(ui.prefetched);
      await vi.advanceTimersByTimeAsync(1);
      const href = new URL((ui.on as HTMLAnchorElement).href).pathname;
      if (!ui.prefetched.includes(href)) ui.prefetched.push(href);
    },
    'xstate.after.observeDelay.linkPrefetch.mobile.waiting': async () => {
      await vi.advanceTimersByTimeAsync(999);
      expect(ViewportDouble.current).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
    },
    // The shopper scrolls the link into view.
    LINK_VISIBLE: (ui, event) => {
      const link = linkTo(event.href);
      const observer = ViewportDouble.current as ViewportDouble;
      if (!observer.observed.has(link)) return;
      observer.callback([{ target: link, isIntersecting: true }]);
      ui.seen += 1;
      const href = new URL(link.href).pathname;
      if (!href.includes('?') && href !== '/shop/' && !ui.prefetched.includes(href)) ui.prefetched.push(href);
    },
  },
  states: {
    starting: () => expect(prefetchedNow()).toEqual([]),
    // Save-data: resting on a link fetches nothing.
    off: async (ui) => {
      expect(ui.device).toBe('off');
      pointer('pointerover', linkTo(MUG));
      await vi.advanceTimersByTimeAsync(1000);
      expect(prefetchedNow()).toEqual([]);
      expect(ViewportDouble.current).toBeUndefined();
    },
    'desktop.idle': (ui) => {
      expect(ui.device).toBe('desktop');
      expect(prefetchedNow()).toEqual(ui.prefetched);
    },
    'desktop.hovering': (ui) => expect(prefetchedNow()).toEqual(ui.prefetched),
    'mobile.waiting': (ui) => {
      expect(ui.device).toBe('mobile');
      expect(ViewportDouble.current).toBeUndefined();
    },
    // Every link on the page is watched until it has come into view.
    'mobile.observing': (ui) => {
      expect(prefetchedNow()).toEqual(ui.prefetched);
      expect(ViewportDouble.current?.observed.size).toBe(3 - ui.seen);
    },
  },
  moves: [
    ['starting', { type: 'START', device: 'desktop', userAgent: CHROME_130 }, 'desktop.idle'],
    ['starting', { type: 'START', device: 'mobile', userAgent: ANDROID_130 }, 'mobile.waiting'],
    [
      'starting',
      { type: 'START', device: 'desktop', userAgent: 'Mozilla/5.0 Chrome/130.0.0.0', saveData: true },
      'off',
    ],
    ['desktop.idle', { type: 'POINTER_ENTER', href: MUG }, 'desktop.hovering'],
    // Once prefetched, never again.
    ['desktop.idle', { type: 'POINTER_ENTER', href: MUG }, 'desktop.idle'],
    ['desktop.idle', { type: 'POINTER_ENTER', href: SORTED }, 'desktop.idle'],
    ['desktop.idle', { type: 'POINTER_LEAVE' }, 'desktop.idle'],
    ['desktop.hovering', { type: 'POINTER_ENTER', href: MUG }, 'desktop.hovering'],
    ['desktop.hovering', { type: 'POINTER_ENTER', href: SORTED }, 'desktop.idle'],
    ['desktop.hovering', { type: 'POINTER_LEAVE' }, 'desktop.idle'],
    ['desktop.hovering', { type: 'xstate.after.hoverDelay.linkPrefetch.desktop.hovering' }, 'desktop.idle'],
    ['mobile.waiting', { type: 'xstate.after.observeDelay.linkPrefetch.mobile.waiting' }, 'mobile.observing'],
    ['mobile.observing', { type: 'LINK_VISIBLE', href: MUG }, 'mobile.observing'],
    ['mobile.observing', { type: 'LINK_VISIBLE', href: 'http://shop.test/shop/' }, 'mobile.observing'],
  ],
});
