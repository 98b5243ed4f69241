// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../services/announcer';

/** What each region says now, one entry a message. */
const said = (region: HTMLElement) => [...region.children].map((c) => c.textContent);

describe('announce', () => {
  let polite: HTMLElement;
  let assertive: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="a11y-speak-polite" aria-live="polite"></div><div id="a11y-speak-assertive" aria-live="assertive"></div>';
    polite = document.getElementById('a11y-speak-polite')!;
    assertive = document.getElementById('a11y-speak-assertive')!;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('puts the message in the polite live region at once', () => {
    announce('Cart updated');
    expect(said(polite)).toEqual(['Cart updated']);
    expect(said(assertive)).toEqual([]);
  });

  it('puts an assertive message in the assertive region', () => {
    announce('Out of stock', 'assertive');
    expect(said(assertive)).toEqual(['Out of stock']);
    expect(said(polite)).toEqual([]);
  });

  it('adds a later message beside an earlier one instead of replacing it, so neither is cut off', () => {
    announce('“Blue mug” has been added to your cart.');
    vi.advanceTimersByTime(800);
    announce('Showing 1–12 of 66 results');
    expect(said(polite)).toEqual(['“Blue mug” has been added to your cart.', 'Showing 1–12 of 66 results']);
  });

  it('adds the same words again as a new message, which screen readers speak again', () => {
    announce('Showing all 11 results');
    const first = polite.firstElementChild;
    announce('Showing all 11 results');
    expect(said(polite)).toEqual(['Showing all 11 results', 'Showing all 11 results']);
    expect(polite.lastElementChild).not.toBe(first);
  });

  it('takes each message out of the region 7 seconds after it was added', () => {
    announce('first');
    vi.advanceTimersByTime(5000);
    announce('second');
    vi.advanceTimersByTime(1999);
    expect(said(polite)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(1);
    expect(said(polite)).toEqual(['second']);
    vi.advanceTimersByTime(5000);
    expect(said(polite)).toEqual([]);
  });

  it('does nothing on a page without live regions', () => {
    document.body.innerHTML = '';
    expect(() => announce('nobody hears this')).not.toThrow();
  });
});
