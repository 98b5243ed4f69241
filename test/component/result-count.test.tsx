import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../machines/timings';
import { liveMachines } from '../../src/live/machines';
import { ResultCount } from '../../ui/catalogue/ResultCount';
import { type Machines, MachinesContext, pureMachines } from '../../ui/machines-context';

const TEXT = 'Showing 1–12 of 66 results';

/** The page's polite live region, as src/Document renders it. */
function LiveRegion() {
  return <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" aria-atomic="true" />;
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
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.resultCountAnnouncement - 1));
    expect(region.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(region.textContent).toBe(TEXT);
  });

  it('announces once, with the line’s own text', async () => {
    const announce = vi.fn();
    renderWith({ ...pureMachines, resultCount: pureMachines.resultCount.provide({ actions: { announce } }) });
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.resultCountAnnouncement - 1));
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
      resultCount: pureMachines.resultCount.provide({ actions: { announce } }),
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(announce).not.toHaveBeenCalled();
  });
});
