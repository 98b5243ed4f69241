import { expect, vi } from 'vitest';
import { linkPrefetchMachine } from '../../../machines/linkPrefetch';
import { tellAddedToCart } from '../../../services/cartEvents';
import { pageConfig } from '../../../services/pageConfig';
import { startLinkPrefetch } from '../../../src/live/linkPrefetch';
import { pathDriver, type RunMachine } from './driver';
import { onWalkEnd } from './walk';

const MUG = 'http://shop.test/product/blue-mug/';
const SORTED = 'http://shop.test/shop/?orderby=price';
const CART = 'http://shop.test/cart/';
const CHROME_130 = 'Mozilla/5.0 Chrome/130.0.0.0 Safari/537.36';
const ANDROID_130 = 'Mozilla/5.0 (Android 14) Chrome/130.0.0.0 Mobile';
type Env = { device: string; userAgent: string; saveData?: boolean; session?: boolean };

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

const LINKS = 6;
/**
 * The shop's listing at /shop/ (this jsdom's origin) with links to two products (the blue mug
 * twice, by its name and by its picture, as a listing links each product), a sorted listing,
 * itself and the cart, and an add-to-cart button.
 */
function start(_input: unknown, run: RunMachine) {
  window.history.replaceState(null, '', '/shop/');
  document.body.innerHTML =
    '<a href="/product/blue-mug/"><span>Blue mug</span></a> <a href="/product/red-teapot/">Red teapot</a>' +
    ' <a href="/shop/?orderby=price">By price</a> <a href="/shop/">Shop</a> <a href="/cart/">Cart</a>' +
    ' <a href="/product/blue-mug/"><img src="/mug.jpg" alt="Blue mug"></a>' +
    ' <button type="button" class="add_to_cart_button">Add to cart</button>';
  for (const el of document.head.querySelectorAll('link[rel="prefetch"]')) el.remove();
  ViewportDouble.current = undefined;
  vi.stubGlobal('IntersectionObserver', ViewportDouble);
  return {
    machine: run(linkPrefetchMachine),
    on: null as Element | null,
    prefetched: [] as string[],
    seen: 0,
    device: '',
    session: false,
  };
}
type UI = ReturnType<typeof start>;

/** The link a path's `http://shop.test/...` address names, on this page. */
const linkTo = (href: unknown) => {
  const { pathname, search } = new URL(String(href));
  return document.querySelector(`a[href="${pathname}${search}"]`) as HTMLAnchorElement;
};
const prefetchedNow = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname);
const pointer = (type: string, target: Element) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));
const press = (target: Element, pointerType: string) =>
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType }));
/**
 * Whether the rules fetch the link at `href`: never a URL with '#' or '?', the current page, a
 * page of the shopper's own state (the cart, the checkout, the account: decision 0043), nor twice.
 */
const fetches = (ui: UI, href: string) => {
  const { pathname, search, hash } = new URL(href);
  const own = ['/cart/', '/checkout/', '/my-account/'].some((p) => pathname.startsWith(p));
  return !search && !hash && pathname !== '/shop/' && !own && !ui.prefetched.includes(pathname);
};

/**
 * Link prefetch (spec: link prefetch): on desktop a link is prefetched once the pointer has
 * rested on it for 60 ms; on mobile links are prefetched as they come into view, watched
 * from 1000 ms after load. Never a URL with '#' or '?', nor the current page, nor twice,
 * nor at all with save-data or on a browser older than version 110. A shopper with a session
 * (the page rendered for them, or their first add to cart on it) is prefetched only the link
 * they press with a mouse or a pen, on pointerdown: nothing on hover, in view or on a touch
 * (decision 0289).
 */
export default pathDriver(linkPrefetchMachine, {
  // A desktop shopper with a session, beside the phone one of the inputs; a phone on save-data.
  sampleEvents: [
    { type: 'START', device: 'desktop', userAgent: CHROME_130, session: true },
    { type: 'START', device: 'mobile', userAgent: ANDROID_130, saveData: true },
  ],
  start,
  events: {
    // The page has loaded in this browser: its device, its version, its connection.
    START: (ui, event) => {
      const env = event as unknown as Env;
      ui.device = env.saveData ? 'off' : env.device;
      ui.session = env.session === true;
      // The server gives a page rendered for a session its REST nonce (server/views/layout.ts).
      // The page reads its configuration once (services/pageConfig) and this jsdom is one page
      // for every path: the nonce goes on the configuration the page has read, for this path.
      const config = pageConfig();
      const nonce = config.nonce;
      if (ui.session) config.nonce = '5e55i0n';
      else delete config.nonce;
      // A mouse that can hover (desktop) or a finger (mobile).
      Object.defineProperty(window, 'matchMedia', {
        value: () => ({ matches: env.device === 'desktop' }),
        configurable: true,
      });
      const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(env.userAgent);
      Object.defineProperty(navigator, 'connection', { value: { saveData: env.saveData }, configurable: true });
      // The prefetcher's listeners go with the test, as they go with the page: also those it
      // adds later (the press, once a session starts), or an earlier path's would still fetch.
      const added: Parameters<Document['addEventListener']>[] = [];
      const add = document.addEventListener.bind(document);
      const listening = vi.spyOn(document, 'addEventListener').mockImplementation((...args) => {
        added.push(args);
        add(...args);
      });
      startLinkPrefetch(ui.machine);
      onWalkEnd(() => {
        listening.mockRestore();
        if (nonce === undefined) delete config.nonce;
        else config.nonce = nonce;
        for (const [type, listener] of added) if (listener) document.removeEventListener(type, listener);
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
    // The shopper scrolls the next link to the address into view (the mug's name, then its picture).
    LINK_VISIBLE: (ui, event) => {
      const observer = ViewportDouble.current as ViewportDouble;
      const href = linkTo(event.href).getAttribute('href');
      const link = [...observer.observed].find((a) => a.getAttribute('href') === href) as HTMLAnchorElement | undefined;
      if (!link) return;
      observer.callback([{ target: link, isIntersecting: true }]);
      ui.seen += 1;
      if (fetches(ui, link.href)) ui.prefetched.push(new URL(link.href).pathname);
    },
    // The shopper presses the link with the mouse (on its own text), before the click.
    LINK_PRESSED: (ui, event) => {
      const link = linkTo(event.href);
      press(link.firstElementChild ?? link, 'mouse');
      if (fetches(ui, link.href)) ui.prefetched.push(new URL(link.href).pathname);
    },
    // The shopper's first add to cart on the page, as the cart tells it once done: a session starts.
    SESSION_STARTED: (ui) => {
      tellAddedToCart(document.querySelector('.add_to_cart_button'), { product_id: '42' }, { cart_hash: 'c4r7' });
      ui.session = true;
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
      expect(ui.session).toBe(false);
      expect(prefetchedNow()).toEqual(ui.prefetched);
    },
    'desktop.hovering': (ui) => expect(prefetchedNow()).toEqual(ui.prefetched),
    'mobile.waiting': (ui) => {
      expect(ui.device).toBe('mobile');
      expect(ui.session).toBe(false);
      expect(ViewportDouble.current).toBeUndefined();
    },
    // Every link on the page is watched until it has come into view.
    'mobile.observing': (ui) => {
      expect(prefetchedNow()).toEqual(ui.prefetched);
      expect(ViewportDouble.current?.observed.size).toBe(LINKS - ui.seen);
    },
    // Only the pressed links: resting on a link, a finger's press and links in view fetch nothing.
    onPress: async (ui) => {
      expect(ui.session).toBe(true);
      const teapot = linkTo('http://shop.test/product/red-teapot/');
      if (ui.on) pointer('pointerout', ui.on);
      ui.on = null;
      pointer('pointerover', teapot);
      await vi.advanceTimersByTimeAsync(1000);
      pointer('pointerout', teapot);
      press(teapot, 'touch');
      expect(prefetchedNow()).toEqual(ui.prefetched);
      expect(ViewportDouble.current?.observed.size ?? 0).toBe(0);
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
    ['starting', { type: 'START', device: 'mobile', userAgent: ANDROID_130, saveData: true }, 'off'],
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
    // A shopper with a session (decision 0289), from the page or from their first add to cart on it.
    ['starting', { type: 'START', device: 'desktop', userAgent: CHROME_130, session: true }, 'onPress'],
    ['starting', { type: 'START', device: 'mobile', userAgent: ANDROID_130, session: true }, 'onPress'],
    [
      'starting',
      { type: 'START', device: 'desktop', userAgent: 'Mozilla/5.0 Chrome/130.0.0.0', saveData: true, session: true },
      'off',
    ],
    ['desktop.idle', { type: 'SESSION_STARTED' }, 'onPress'],
    ['desktop.hovering', { type: 'SESSION_STARTED' }, 'onPress'],
    ['mobile.waiting', { type: 'SESSION_STARTED' }, 'onPress'],
    ['mobile.observing', { type: 'SESSION_STARTED' }, 'onPress'],
    ['onPress', { type: 'LINK_PRESSED', href: MUG }, 'onPress'],
    // The cart is always fetched when opened, pressed or not.
    ['onPress', { type: 'LINK_PRESSED', href: CART }, 'onPress'],
  ],
});
