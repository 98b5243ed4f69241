import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupConfig, PopupUser } from '../../domain/popupConditions';
import { POPUP_SESSION_KEY, POPUP_STORE_KEY, popupHistory } from '../../services/popupStore';
import { PopupIsland } from '../../src/live/popup';
import { popupCodeNeeded, takeCountedFacts } from '../../src/live/popupGate';

const config: PopupConfig = {
  id: 'newsletter',
  heading: 'Get 10% off your first order',
  body: 'Join our newsletter.',
  triggers: { delaySeconds: 30, exitIntent: true, clicks: 3 },
  conditions: { fromPageView: 2, maxImpressions: { times: 1, per: 'day' } },
};
const guest: PopupUser = { loggedIn: false, roles: [] };

let page: ReturnType<typeof render> | undefined;

/** One page view (leaving the previous one): the island on a page with a focused button. */
async function viewPage(popup: PopupConfig = config) {
  page?.unmount();
  page = render(
    <>
      <button type="button">Add to cart</button>
      <PopupIsland config={popup} user={guest} />
    </>,
  );
  screen.getByRole('button', { name: 'Add to cart' }).focus();
  await act(async () => {}); // readFacts settles
}
const dialog = () => screen.queryByRole('dialog', { name: 'Get 10% off your first order' });
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

/** A second page view: the first was counted already. */
async function secondPageView(popup: PopupConfig = config) {
  await viewPage(popup);
  await viewPage(popup);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 20, 12, 0, 0));
});
afterEach(() => {
  page?.unmount();
  page = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  localStorage.clear();
  sessionStorage.clear();
  takeCountedFacts(config.id); // what a gate counted ends with its page view
});

describe('Popup', () => {
  it('opens on the page-load delay, from the second page view on, with focus in the dialog', async () => {
    await viewPage();
    await advance(60_000);
    expect(dialog()).toBeNull();

    await viewPage();
    await advance(29_999);
    expect(dialog()).toBeNull();
    await advance(1);
    const open = dialog() as HTMLDialogElement | null;
    expect(open?.open).toBe(true);
    expect(open?.contains(document.activeElement)).toBe(true);
    expect(popupHistory('newsletter')).toMatchObject({ pageViews: 2, sessions: 1 });
    expect(popupHistory('newsletter')?.impressions).toHaveLength(1);
  });

  it('opens on the first trigger to fire and disarms the others', async () => {
    await secondPageView();
    const removed = vi.spyOn(document, 'removeEventListener');
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });
    expect(dialog()).not.toBeNull();
    // The click counter and exit intent stop listening; the delay and clicks open nothing more.
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['click', 'mouseout']));
    removed.mockRestore();
    await advance(30_000);
    for (let i = 0; i < 3; i++) fireEvent.click(document.body);
    expect(popupHistory('newsletter')?.impressions).toHaveLength(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does not take a mouseout inside the page for exit intent', async () => {
    await secondPageView();
    fireEvent.mouseOut(screen.getByRole('button', { name: 'Add to cart' }), {
      clientY: 200,
      relatedTarget: document.body,
    });
    expect(dialog()).toBeNull();
  });

  it('closes on Escape and gives focus back to where it was', async () => {
    await secondPageView();
    await advance(30_000);
    expect(dialog()).not.toBeNull();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
  });

  it('closes with its close button and gives focus back', async () => {
    await secondPageView();
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
  });

  it('keeps 1 per day: not again on the next page view the same day', async () => {
    await secondPageView();
    await advance(30_000);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(popupHistory('newsletter')?.impressions).toHaveLength(1);
    await advance(3_600_000);
    await viewPage();
    await advance(60_000);
    expect(dialog()).toBeNull();
  });

  it("remembers 'Don't show this again' for good, whatever the limits", async () => {
    const unlimited: PopupConfig = { ...config, conditions: {} };
    await viewPage(unlimited);
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: "Don't show this again" }));
    expect(dialog()).toBeNull();
    expect(popupHistory('newsletter')?.dismissedForever).toBe(true);

    sessionStorage.clear(); // even in a later session, a month on
    vi.setSystemTime(Date.UTC(2026, 11, 25));
    await viewPage(unlimited);
    await advance(60_000);
    expect(dialog()).toBeNull();
  });

  it('starts a fresh history when the stored one is not its own shape', async () => {
    localStorage.setItem(POPUP_STORE_KEY, JSON.stringify({ newsletter: { pageViews: 'lots', dismissedForever: 1 } }));
    sessionStorage.setItem(POPUP_SESSION_KEY, '1');
    await viewPage();
    expect(popupHistory('newsletter')).toMatchObject({ pageViews: 1, dismissedForever: false });
  });

  // Each trigger a popup may be given opens it on its own (the spec: "when any of its
  // configured triggers fires").
  it('opens once the shopper has scrolled half the page, with only the scroll trigger set', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2768 });
    vi.stubGlobal('innerHeight', 768);
    await secondPageView({ ...config, triggers: { scrollPercent: 50 } });
    const scrollTo = (y: number) => {
      vi.stubGlobal('scrollY', y);
      fireEvent.scroll(window);
    };
    scrollTo(999);
    expect(dialog()).toBeNull();
    scrollTo(1000);
    expect((dialog() as HTMLDialogElement | null)?.open).toBe(true);
  });

  it('opens at once when the shopper had scrolled past the mark before its code came', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2768 });
    vi.stubGlobal('innerHeight', 768);
    await viewPage({ ...config, triggers: { scrollPercent: 50 } });
    page?.unmount();
    page = undefined;
    // A press of End before the code arrives: no scroll event follows it.
    vi.stubGlobal('scrollY', 2000);
    await viewPage({ ...config, triggers: { scrollPercent: 50 } });
    await advance(0);
    expect((dialog() as HTMLDialogElement | null)?.open).toBe(true);
  });

  it('does not open on load at the top of a page too short to scroll, before any scroll', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 768 });
    vi.stubGlobal('innerHeight', 768);
    vi.stubGlobal('scrollY', 0);
    await secondPageView({ ...config, triggers: { scrollPercent: 50 } });
    expect(dialog()).toBeNull();
  });

  it('opens when the chosen element scrolls into view, with only that trigger set', async () => {
    const observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(el: Element) {
          this.observed.push(el);
        }
        disconnect() {}
      },
    );
    const reviews = document.body.appendChild(document.createElement('section'));
    reviews.id = 'reviews';
    await secondPageView({ ...config, triggers: { scrollToElement: '#reviews' } });
    const watching = observers.filter((o) => o.observed.includes(reviews));
    expect(watching).toHaveLength(1);
    expect(dialog()).toBeNull();
    act(() =>
      watching[0]?.callback(
        [{ isIntersecting: true, target: reviews } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect((dialog() as HTMLDialogElement | null)?.open).toBe(true);
    reviews.remove();
  });

  it('opens after the set seconds without activity, with only the inactivity trigger set', async () => {
    await secondPageView({ ...config, triggers: { inactivitySeconds: 20 } });
    await advance(19_999);
    expect(dialog()).toBeNull();
    await advance(1);
    expect((dialog() as HTMLDialogElement | null)?.open).toBe(true);
  });
});

/** The page's gate on this view; its answer comes after the page's load (a timer of 0 ms here). */
async function gate(view: { config: PopupConfig; user: PopupUser }) {
  const answer = popupCodeNeeded(view);
  await advance(0);
  return answer;
}

describe("the page's gate before the popup's code loads", () => {
  it('says no code is needed on a view where it cannot open, counting the view all the same', async () => {
    expect(await gate({ config, user: guest })).toBe(false);
    expect(popupHistory('newsletter')).toMatchObject({ pageViews: 1 });
    expect(await gate({ config, user: { loggedIn: true, roles: ['customer'] } })).toBe(true);
    localStorage.setItem(
      POPUP_STORE_KEY,
      JSON.stringify({ newsletter: { ...popupHistory('newsletter'), dismissedForever: true } }),
    );
    expect(await gate({ config: { ...config, conditions: {} }, user: guest })).toBe(false);
  });

  it('hands its count to the popup, which opens 30 s after the view was counted, not after its code came', async () => {
    await viewPage();
    page?.unmount();
    page = undefined;
    expect(await gate({ config, user: guest })).toBe(true);
    // The code comes 10 s later (a slow network): the view is not counted twice, the delay keeps its moment.
    await advance(10_000);
    page = render(<PopupIsland config={config} user={guest} />);
    await act(async () => {});
    expect(popupHistory('newsletter')).toMatchObject({ pageViews: 2 });
    await advance(19_999);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeNull();
  });
});
