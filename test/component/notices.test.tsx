import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showNotices } from '../../services/notices';
import { scrollToNotices } from '../../services/scroll';
import { liveMachines } from '../../src/live/machines';
import { MachinesContext } from '../../ui/machines-context';
import { Notices } from '../../ui/notices/Notices';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

function renderNotices(notices: Parameters<typeof Notices>[0]['notices']) {
  return render(
    <MachinesContext.Provider value={liveMachines}>
      <button type="button">Elsewhere</button>
      <Notices notices={notices} />
    </MachinesContext.Provider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The notices check loads with the first event (services/notices.ts): wait for it. */
async function settled() {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('Notices', () => {
  it('moves focus to the first notice 500 ms after the page shows it, not before', () => {
    renderNotices([
      { kind: 'error', text: 'That product is out of stock.' },
      { kind: 'success', text: 'Cart updated.' },
    ]);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => vi.advanceTimersByTime(499));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(document.activeElement).toHaveProperty('textContent', 'That product is out of stock.');
  });

  it('moves no focus when the page has no notices', () => {
    renderNotices([]);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => vi.advanceTimersByTime(2000));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('shows notices another widget posts in place of the old ones, and focuses them 500 ms later', async () => {
    renderNotices([{ kind: 'error', text: 'Old problem.' }]);
    act(() => vi.advanceTimersByTime(600));
    await act(async () => {
      showNotices([
        {
          kind: 'success',
          text: '“Blue mug” has been added to your cart.',
          link: { href: '/cart/', label: 'View cart' },
        },
      ]);
      await settled();
    });
    expect(screen.queryByText('Old problem.')).toBeNull();
    const added = screen.getByRole('status');
    expect(added.textContent).toContain('has been added to your cart.');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart/');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => vi.advanceTimersByTime(499));
    expect(document.activeElement).not.toBe(added);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(added);
  });

  it('leaves focus on a link inside the first alert: a keyboard shopper already in it keeps their place', () => {
    // A refused checkout's summary appears as the page is shown and is focused by the form at once;
    // the shopper tabs to its link to the field before the 500 ms are up.
    render(
      <MachinesContext.Provider value={liveMachines}>
        <Notices notices={[]} />
        <div className="notice notice--error checkout-errors" tabIndex={-1}>
          <h2>There is a problem</h2>
          <a href="#billing_phone">Please enter a valid phone number, or leave it empty.</a>
        </div>
      </MachinesContext.Provider>,
    );
    const link = screen.getByRole('link', { name: /valid phone number/ });
    link.focus();
    act(() => vi.advanceTimersByTime(2000));
    expect(document.activeElement).toBe(link);
  });

  it('ignores a malformed notices event instead of showing it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderNotices([{ kind: 'info', text: 'Welcome.' }]);
    await act(async () => {
      document.dispatchEvent(
        new CustomEvent('statefront:notices', {
          detail: { notices: [{ kind: 'error', text: 'Click', link: { href: 'javascript:alert(1)', label: 'x' } }] },
        }),
      );
      await settled();
    });
    // The malformed event changed nothing: the page's notice is still the one shown.
    expect([...document.querySelectorAll('.notice')].map((n) => n.textContent)).toEqual(['Welcome.']);
    expect(screen.queryByText('Click')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('scrollToNotices', () => {
  function place(top: number) {
    const wrapper = document.createElement('div');
    wrapper.className = 'notices-wrapper';
    wrapper.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(wrapper);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    return { wrapper, scrollTo };
  }
  const lastTop = (scrollTo: ReturnType<typeof vi.fn>) =>
    (scrollTo.mock.calls.at(-1)?.[0] as { top: number } | undefined)?.top;

  it('brings the notices to 100 px below the top over 1000 ms', () => {
    const { wrapper, scrollTo } = place(900);
    scrollToNotices();
    vi.advanceTimersByTime(500);
    // Halfway through the time, about halfway there (the easing is symmetric).
    expect(lastTop(scrollTo)).toBeGreaterThan(300);
    expect(lastTop(scrollTo)).toBeLessThan(500);
    vi.advanceTimersByTime(450);
    expect(lastTop(scrollTo)).toBeLessThan(800);
    vi.advanceTimersByTime(70);
    expect(lastTop(scrollTo)).toBe(800);
    wrapper.remove();
  });

  it('jumps there at once when the shopper prefers reduced motion', () => {
    stubReducedMotion(true);
    const { wrapper, scrollTo } = place(900);
    scrollToNotices();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 800, behavior: 'instant' });
    wrapper.remove();
  });
});
