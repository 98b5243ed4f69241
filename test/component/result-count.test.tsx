import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveMachines } from '../../src/live/machines';
import { ResultCount } from '../../ui/catalogue/ResultCount';
import { type Machines, MachinesContext, pureMachines } from '../../ui/machines-context';

const TEXT = 'Showing 1–12 of 66 results';

/** The page's polite live region, as src/Document renders it. */
function LiveRegion() {
  return <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" aria-relevant="additions" />;
}

/** The document as it is before its load event: still loading. */
function stillLoading(): () => void {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => {
    Reflect.deleteProperty(document, 'readyState');
  };
}

function renderWith(machines: Machines) {
  return render(
    <MachinesContext.Provider value={machines}>
      <ResultCount text={TEXT} />
      <LiveRegion />
    </MachinesContext.Provider>,
  );
}

describe('ResultCount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the result count as text', () => {
    renderWith(pureMachines);
    expect(screen.getByText(TEXT).className).toBe('result-count');
  });

  it('says the result count again in the live region 2000 ms after load, and not before', async () => {
    renderWith(liveMachines);
    const region = screen.getByTestId('polite');
    // The rule: 2000 ms after load, written as the number, not the constant under test.
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(region.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(region.textContent).toBe(TEXT);
  });

  it('counts the 2000 ms from the load event when the page loads after the line is hydrated', async () => {
    const loaded = stillLoading();
    try {
      renderWith(liveMachines);
      const region = screen.getByTestId('polite');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(region.textContent).toBe('');
      loaded();
      window.dispatchEvent(new Event('load'));
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(region.textContent).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(region.textContent).toBe(TEXT);
    } finally {
      loaded();
    }
  });

  it('waits only what is left of the 2000 ms when the page loaded before the line was hydrated', async () => {
    const loadEventStart = performance.now() - 1500;
    const entries = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ loadEventStart } as PerformanceNavigationTiming]);
    try {
      renderWith(liveMachines);
      const region = screen.getByTestId('polite');
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(region.textContent).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(region.textContent).toBe(TEXT);
    } finally {
      entries.mockRestore();
    }
  });

  it('announces once, with the line’s own text', async () => {
    const announce = vi.fn();
    renderWith({ ...pureMachines, resultCount: liveMachines.resultCount.provide({ actions: { announce } }) });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(announce).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce.mock.calls[0]?.[1]).toEqual({ text: TEXT });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('announces nothing if it is gone before the delay ends', async () => {
    const announce = vi.fn();
    const view = renderWith({
      ...pureMachines,
      resultCount: liveMachines.resultCount.provide({ actions: { announce } }),
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(announce).not.toHaveBeenCalled();
  });
});
