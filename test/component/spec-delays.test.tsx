import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor } from 'xstate';
import { withinChunkTimeout } from '../../services/chunks';
import { startPageEffects } from '../../src/live/pageEffects';
import { liveVideoPlayer } from '../../src/live/widgets/videoPlayer';

/**
 * A page with a sticky header 64 px high and a section below the fold, its page effects
 * started (the sticky header's and the scroll-in sections' resize handling); `narrower()` makes the window narrower (the header wraps to 80 px, the section
 * moves into view), which the page sees only once it measures again.
 */
function pageWithStickyHeaderAndSection() {
  const layout = { headerHeight: 64, sectionTop: 2000 };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  document.body.innerHTML =
    '<header class="site-header" style="position: sticky">Shop</header>' +
    '<div class="content-document--page"><section class="content-section">Below the fold</section></div>';
  const header = document.querySelector('header') as HTMLElement;
  const section = document.querySelector('section') as HTMLElement;
  header.getBoundingClientRect = () => ({ height: layout.headerHeight }) as DOMRect;
  section.getBoundingClientRect = () => ({ top: layout.sectionTop, bottom: layout.sectionTop + 400 }) as DOMRect;
  // The page's resize listeners go with the test, as they go with the page.
  const listening = vi.spyOn(window, 'addEventListener');
  startPageEffects();
  const added = [...listening.mock.calls];
  listening.mockRestore();
  onTestFinished(() => {
    for (const [type, listener] of added) window.removeEventListener(type, listener);
  });
  return {
    headerHeightShown: () => document.documentElement.style.getPropertyValue('--sticky-header-height'),
    sectionPending: () => section.classList.contains('motion-pending'),
    narrower: () => Object.assign(layout, { headerHeight: 80, sectionTop: 100 }),
  };
}

/**
 * The spec's delays that no model walk reaches (machines/timings.ts): each met as the
 * shopper meets it, at the spec's number and not a millisecond before.
 */
describe('the delays the spec names', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('style');
    document.body.innerHTML = '';
  });

  it('after a resize, settles the scroll-in sections 200 ms and the sticky header 300 ms after the window stops', async () => {
    const page = pageWithStickyHeaderAndSection();
    expect(page.headerHeightShown()).toBe('64px');
    expect(page.sectionPending()).toBe(true);

    // The window is made narrower: the header wraps to a second line and the section moves into view.
    page.narrower();
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(199);
    expect(page.sectionPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.sectionPending()).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(page.headerHeightShown()).toBe('64px');
    await vi.advanceTimersByTimeAsync(1);
    expect(page.headerHeightShown()).toBe('80px');
  });

  it('while the window is being resized, waits for it to rest: each resize starts the 200 ms and 300 ms again', async () => {
    const page = pageWithStickyHeaderAndSection();

    // A drag of the window's edge: a resize every 150 ms for 600 ms, the layout changed from the first.
    page.narrower();
    for (let i = 0; i < 5; i++) {
      if (i > 0) await vi.advanceTimersByTimeAsync(150);
      window.dispatchEvent(new Event('resize'));
    }
    await vi.advanceTimersByTimeAsync(199);
    expect(page.sectionPending()).toBe(true);
    expect(page.headerHeightShown()).toBe('64px');
    await vi.advanceTimersByTimeAsync(1);
    expect(page.sectionPending()).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(page.headerHeightShown()).toBe('64px');
    await vi.advanceTimersByTimeAsync(1);
    expect(page.headerHeightShown()).toBe('80px');
  });

  it('reads a lightbox video every 350 ms: playing is known 350 ms after it starts, not before', async () => {
    const video = document.createElement('video');
    const player = createActor(liveVideoPlayer(), { input: { video: { current: video } } }).start();
    // The shopper presses the player's own play button.
    Object.defineProperty(video, 'paused', { value: false });
    await vi.advanceTimersByTimeAsync(349);
    expect(player.getSnapshot().context.status).toBe('ready');
    await vi.advanceTimersByTimeAsync(1);
    expect(player.getSnapshot().context.status).toBe('playing');
    player.stop();
  });

  it('gives up on a script chunk still loading after 120 s, not before', async () => {
    let failed = false;
    withinChunkTimeout(new Promise(() => {})).catch(() => {
      failed = true;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toBe(true);
  });
});
