import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { withinChunkTimeout } from '../../services/chunks';
import { startPageEffects } from '../../src/live/pageEffects';
import { liveVideoPlayer } from '../../src/live/videoPlayer';

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
    let headerHeight = 64;
    let sectionTop = 2000;
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
    header.getBoundingClientRect = () => ({ height: headerHeight }) as DOMRect;
    section.getBoundingClientRect = () => ({ top: sectionTop, bottom: sectionTop + 400 }) as DOMRect;
    const headerHeightShown = () => document.documentElement.style.getPropertyValue('--sticky-header-height');

    startPageEffects();
    expect(headerHeightShown()).toBe('64px');
    expect(section.classList.contains('motion-pending')).toBe(true);

    // The window is made narrower: the header wraps to a second line and the section moves into view.
    headerHeight = 80;
    sectionTop = 100;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(199);
    expect(section.classList.contains('motion-pending')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(section.classList.contains('motion-pending')).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(headerHeightShown()).toBe('64px');
    await vi.advanceTimersByTimeAsync(1);
    expect(headerHeightShown()).toBe('80px');
  });

  it('reads a lightbox video every 350 ms: playing is known 350 ms after it starts, not before', async () => {
    const video = document.createElement('video');
    const player = createActor(liveVideoPlayer, { input: { video: { current: video } } }).start();
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
