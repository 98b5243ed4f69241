// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../services/announcer';

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

  it('puts the message in the polite live region', () => {
    announce('Cart updated');
    vi.runAllTimers();
    expect(polite.textContent).toBe('Cart updated');
    expect(assertive.textContent).toBe('');
  });

  it('puts an assertive message in the assertive region', () => {
    announce('Out of stock', 'assertive');
    vi.runAllTimers();
    expect(assertive.textContent).toBe('Out of stock');
    expect(polite.textContent).toBe('');
  });

  it('empties the region first and writes the text in a later task, so the same words are spoken again', () => {
    announce('Showing all 11 results');
    vi.runAllTimers();
    announce('Showing all 11 results');
    expect(polite.textContent).toBe('');
    vi.runAllTimers();
    expect(polite.textContent).toBe('Showing all 11 results');
  });

  it('does nothing on a page without live regions', () => {
    document.body.innerHTML = '';
    expect(() => {
      announce('nobody hears this');
      vi.runAllTimers();
    }).not.toThrow();
  });
});
