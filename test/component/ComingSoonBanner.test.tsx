import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ComingSoonBanner } from '../../ui/layout/ComingSoonBanner';
import { MachinesContext, pureMachines } from '../../ui/machines-context';

const REST_URL = '/api/statefront/v1/users/me';

/** The banner with a dismiss request the test settles by hand. */
function renderBanner() {
  const calls: { restUrl: string; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const machines = {
    ...pureMachines,
    comingSoonBanner: pureMachines.comingSoonBanner.provide({
      actors: {
        dismissRequest: fromPromise(
          ({ input }) =>
            new Promise<void>((resolve, reject) => calls.push({ restUrl: input.restUrl, resolve, reject })),
        ),
      },
    }),
  };
  render(
    <MachinesContext.Provider value={machines}>
      <ComingSoonBanner restUrl={REST_URL} />
    </MachinesContext.Provider>,
  );
  return calls;
}

const banner = () => screen.queryByRole('region', { name: 'Coming soon' });

describe("'coming soon' footer banner", () => {
  it('sends the dismiss request to its REST URL once, and stays until the request completes', async () => {
    const calls = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(calls.map((c) => c.restUrl)).toEqual([REST_URL]);
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => calls[0]?.resolve());
    expect(banner()).toBeNull();
  });

  it('has no dismiss button in the server markup, where it could do nothing', () => {
    const html = renderToString(<ComingSoonBanner restUrl={REST_URL} />);
    expect(html).toContain('Coming soon.');
    expect(html).not.toContain('<button');
  });

  it('hides when the request fails, too', async () => {
    const calls = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await act(async () => calls[0]?.reject(new Error('500')));
    expect(banner()).toBeNull();
  });
});
