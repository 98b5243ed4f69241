import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { linkPrefetchMachine } from '../../machines/linkPrefetch';
import { mobileMenuMachine } from '../../machines/mobileMenu';
import { noticesMachine } from '../../machines/notices';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const MUG = 'https://shop.test/product/blue-mug/';
const LAMP = 'https://shop.test/product/desk-lamp/';

function prefetcher() {
  const prefetched: string[] = [];
  const actor = createActor(
    linkPrefetchMachine.provide({ actions: { prefetch: (_, { href }) => prefetched.push(href) } }),
    { input: { currentUrl: 'https://shop.test/shop/' } },
  ).start();
  return { actor, prefetched };
}

describe('link prefetch', () => {
  it('prefetches a link hovered for 60 ms on desktop, once', () => {
    const { actor, prefetched } = prefetcher();
    actor.send({ type: 'START', device: 'desktop', userAgent: CHROME });
    actor.send({ type: 'POINTER_ENTER', href: MUG });
    vi.advanceTimersByTime(59);
    expect(prefetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(prefetched).toEqual([MUG]);
    actor.send({ type: 'POINTER_LEAVE' });
    actor.send({ type: 'POINTER_ENTER', href: MUG });
    vi.advanceTimersByTime(200);
    expect(prefetched).toEqual([MUG]);
  });

  it('cancels when the pointer leaves first, and restarts the wait on the next link', () => {
    const { actor, prefetched } = prefetcher();
    actor.send({ type: 'START', device: 'desktop', userAgent: CHROME });
    actor.send({ type: 'POINTER_ENTER', href: MUG });
    vi.advanceTimersByTime(40);
    actor.send({ type: 'POINTER_LEAVE' });
    vi.advanceTimersByTime(200);
    expect(prefetched).toEqual([]);
    actor.send({ type: 'POINTER_ENTER', href: MUG });
    vi.advanceTimersByTime(40);
    actor.send({ type: 'POINTER_ENTER', href: LAMP });
    vi.advanceTimersByTime(40);
    expect(prefetched).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(prefetched).toEqual([LAMP]);
  });

  it('on mobile, prefetches links entering the viewport only from 1000 ms after start', () => {
    let visible: ((href: string) => void) | undefined;
    const prefetched: string[] = [];
    const actor = createActor(
      linkPrefetchMachine.provide({
        actions: { prefetch: (_, { href }) => prefetched.push(href) },
        actors: {
          observeLinks: fromCallback(({ sendBack }) => {
            visible = (href) => sendBack({ type: 'LINK_VISIBLE', href });
          }),
        },
      }),
      { input: { currentUrl: 'https://shop.test/shop/' } },
    ).start();
    actor.send({ type: 'START', device: 'mobile', userAgent: CHROME });
    actor.send({ type: 'POINTER_ENTER', href: MUG });
    vi.advanceTimersByTime(999);
    expect(visible).toBeUndefined();
    vi.advanceTimersByTime(1);
    visible?.(MUG);
    visible?.('https://shop.test/shop/?paged=2');
    visible?.(MUG);
    expect(prefetched).toEqual([MUG]);
  });

  it('does nothing at all on a save-data connection', () => {
    const { actor, prefetched } = prefetcher();
    actor.send({ type: 'START', device: 'desktop', userAgent: CHROME, saveData: true });
    expect(actor.getSnapshot().status).toBe('done');
    expect(prefetched).toEqual([]);
  });

  it('for a shopper with a session, prefetches only the link pressed, on desktop and on mobile', () => {
    for (const device of ['desktop', 'mobile'] as const) {
      const { actor, prefetched } = prefetcher();
      actor.send({ type: 'START', device, userAgent: CHROME, session: true });
      actor.send({ type: 'POINTER_ENTER', href: MUG });
      actor.send({ type: 'LINK_VISIBLE', href: MUG });
      vi.advanceTimersByTime(5000);
      expect(prefetched).toEqual([]);
      actor.send({ type: 'LINK_PRESSED', href: LAMP });
      actor.send({ type: 'LINK_PRESSED', href: LAMP });
      actor.send({ type: 'LINK_PRESSED', href: 'https://shop.test/cart/' });
      expect(prefetched).toEqual([LAMP]);
    }
  });

  it('stops prefetching on hover once the shopper’s first add to cart starts a session', () => {
    const { actor, prefetched } = prefetcher();
    actor.send({ type: 'START', device: 'desktop', userAgent: CHROME });
    actor.send({ type: 'POINTER_ENTER', href: MUG });
    vi.advanceTimersByTime(30);
    actor.send({ type: 'SESSION_STARTED' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'POINTER_ENTER', href: LAMP });
    vi.advanceTimersByTime(200);
    expect(prefetched).toEqual([]);
    actor.send({ type: 'LINK_PRESSED', href: MUG });
    expect(prefetched).toEqual([MUG]);
  });

  it('on mobile, stops prefetching links in view once a session starts', () => {
    const { actor, prefetched } = prefetcher();
    actor.send({ type: 'START', device: 'mobile', userAgent: CHROME });
    actor.send({ type: 'SESSION_STARTED' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'LINK_VISIBLE', href: MUG });
    expect(prefetched).toEqual([]);
  });

  it('listens for presses only for a shopper with a session, and for a session starting only until one has', () => {
    const listening: string[] = [];
    let press: ((href: string) => void) | undefined;
    let sessionStarts: (() => void) | undefined;
    const prefetched: string[] = [];
    const actor = createActor(
      linkPrefetchMachine.provide({
        actions: { prefetch: (_, { href }) => prefetched.push(href) },
        actors: {
          watchPress: fromCallback(({ sendBack }) => {
            listening.push('press');
            press = (href) => sendBack({ type: 'LINK_PRESSED', href });
            return () => listening.push('press stopped');
          }),
          watchSession: fromCallback(({ sendBack }) => {
            listening.push('session');
            sessionStarts = () => sendBack({ type: 'SESSION_STARTED' });
            return () => listening.push('session stopped');
          }),
        },
      }),
      { input: { currentUrl: 'https://shop.test/shop/' } },
    ).start();
    actor.send({ type: 'START', device: 'mobile', userAgent: CHROME });
    expect(listening).toEqual(['session']);
    sessionStarts?.();
    expect(listening).toEqual(['session', 'session stopped', 'press']);
    press?.(MUG);
    expect(prefetched).toEqual([MUG]);
  });

  it('prefetches nothing for a shopper with a session on a save-data connection', () => {
    const { actor, prefetched } = prefetcher();
    actor.send({ type: 'START', device: 'desktop', userAgent: CHROME, saveData: true, session: true });
    actor.send({ type: 'LINK_PRESSED', href: MUG });
    expect(prefetched).toEqual([]);
  });
});

describe('notices', () => {
  it('focuses 500 ms after notices appear, counting again from notices shown meanwhile', () => {
    const focus = vi.fn();
    const scroll = vi.fn();
    const actor = createActor(
      noticesMachine.provide({ actions: { focusFirstNotice: focus, scrollToNotices: scroll } }),
      { input: { notices: [{ kind: 'error', text: 'Out of stock.' }] } },
    ).start();
    vi.advanceTimersByTime(300);
    actor.send({ type: 'SHOW', notices: [{ kind: 'success', text: 'Cart updated.' }], scroll: true });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.notices).toEqual([{ kind: 'success', text: 'Cart updated.' }]);
    vi.advanceTimersByTime(499);
    expect(focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('focuses and announces, 500 ms after the page is shown, the page’s first alert even if none is its own', () => {
    const focus = vi.fn();
    const announce = vi.fn();
    createActor(noticesMachine.provide({ actions: { focusFirstNotice: focus, announceFirstNotice: announce } }), {
      input: { notices: [] },
    }).start();
    vi.advanceTimersByTime(499);
    expect(focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect([focus.mock.calls.length, announce.mock.calls.length]).toEqual([1, 1]);
  });

  it('does not announce notices shown later: their appearing in the page is announced already', () => {
    const announce = vi.fn();
    const actor = createActor(noticesMachine.provide({ actions: { announceFirstNotice: announce } }), {
      input: { notices: [] },
    }).start();
    actor.send({ type: 'SHOW', notices: [{ kind: 'error', text: 'Out of stock.' }] });
    vi.advanceTimersByTime(5000);
    expect(announce).not.toHaveBeenCalled();
  });
});

describe('mobile menu', () => {
  it('listens for resizes only while open, and a resize closes it', () => {
    const listening: boolean[] = [];
    let resize: (() => void) | undefined;
    const actor = createActor(
      mobileMenuMachine.provide({
        actors: {
          watchResize: fromCallback(({ sendBack }) => {
            listening.push(true);
            resize = () => sendBack({ type: 'RESIZED' });
            return () => listening.pop();
          }),
        },
      }),
    ).start();
    expect(listening).toEqual([]);
    actor.send({ type: 'TOGGLE' });
    expect(listening).toEqual([true]);
    resize?.();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(listening).toEqual([]);
  });

  it('collapses an open sub-menu when it opens, and keeps one sub-menu open at a time', () => {
    const actor = createActor(mobileMenuMachine).start();
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'shop' });
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'help' });
    expect(actor.getSnapshot().context.expanded).toBe('help');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.expanded).toBeNull();
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'shop' });
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'shop' });
    expect(actor.getSnapshot().context.expanded).toBeNull();
  });

  it('closes on Escape the open sub-menu first, then the menu, focusing the button that opens each', () => {
    const focused: (string | null)[] = [];
    const actor = createActor(
      mobileMenuMachine.provide({ actions: { focusToggle: (_, { subMenu }) => focused.push(subMenu) } }),
    ).start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'shop' });
    actor.send({ type: 'ESCAPE' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.expanded).toBeNull();
    actor.send({ type: 'ESCAPE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'ESCAPE' });
    expect(focused).toEqual(['shop', null]);
  });
});
