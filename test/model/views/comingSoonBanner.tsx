import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { comingSoonBannerMachine } from '../../../machines/comingSoonBanner';
import { liveMachines } from '../../../src/live/machines';
import { ComingSoonBanner } from '../../../ui/layout/ComingSoonBanner';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

type Call = { url: URL; init: RequestInit; answer: (response: Response) => void };

/** The banner on a page, its requests going to a fetch double that answers when the path says. */
function start(input: { restUrl: string }, run: RunMachine) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    (url: URL, init: RequestInit) => new Promise<Response>((answer) => calls.push({ url, init, answer })),
  );
  render(
    <MachinesContext.Provider value={{ ...liveMachines, comingSoonBanner: run(liveMachines.comingSoonBanner) }}>
      <main id="main" tabIndex={-1}>
        Products
      </main>
      <ComingSoonBanner restUrl={input.restUrl} />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
  return { calls, restUrl: input.restUrl, alerts: screen.getByTestId('assertive') };
}
type UI = ReturnType<typeof start>;

const banner = () => screen.queryByRole('region', { name: 'Coming soon' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answered = async ({ calls }: UI, response: Response) => {
  calls[0]?.answer(response);
  await vi.waitFor(() => expect(banner()).toBeNull());
};

/**
 * The banner stays, its button no longer answering, while the dismiss request (one POST to
 * the banner's REST URL) runs; it hides once the request completes, either way, with focus
 * going on to the main content, and a failure said, since the banner will be back.
 */
export default pathDriver(comingSoonBannerMachine, {
  start,
  events: {
    DISMISS: () => {
      const button = screen.getByRole('button', { name: 'Dismiss' });
      button.focus();
      fireEvent.click(button);
    },
    'xstate.done.actor.dismiss': (ui) =>
      answered(ui, json(200, { id: 1, statefront_meta: { coming_soon_banner_dismissed: 'yes' } })),
    'xstate.error.actor.dismiss': (ui) =>
      answered(ui, json(500, { code: 'internal_error', message: 'The server is down.', data: { status: 500 } })),
  },
  states: {
    visible: ({ calls }) => {
      expect(banner()).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Dismiss' }).getAttribute('aria-disabled')).toBeNull();
      expect(calls).toEqual([]);
    },
    dismissing: async (ui) => {
      await vi.waitFor(() => expect(ui.calls).toHaveLength(1));
      const [call] = ui.calls;
      expect(call?.url.pathname).toBe(ui.restUrl);
      expect(call?.init.method).toBe('POST');
      expect(JSON.parse(String(call?.init.body))).toEqual({ statefront_meta: { coming_soon_banner_dismissed: 'yes' } });
      expect(banner()).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Dismiss' }).getAttribute('aria-disabled')).toBe('true');
    },
    hidden: ({ alerts, calls }, event) => {
      expect(banner()).toBeNull();
      expect(calls).toHaveLength(1);
      expect(document.activeElement).toBe(screen.getByRole('main'));
      const said = [...alerts.children].map((p) => p.textContent);
      expect(said).toEqual(
        event.type.startsWith('xstate.error') ? ['Hiding the banner could not be saved. The server is down.'] : [],
      );
    },
  },
  moves: [
    ['visible', { type: 'DISMISS' }, 'dismissing'],
    ['dismissing', { type: 'xstate.done.actor.dismiss' }, 'hidden'],
    ['dismissing', { type: 'xstate.error.actor.dismiss' }, 'hidden'],
  ],
});
