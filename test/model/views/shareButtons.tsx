import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { shareButtonsMachine } from '../../../machines/shareButtons';
import { liveMachines } from '../../../src/live/machines';
import { MachinesContext } from '../../../ui/machines-context';
import { ShareButtons } from '../../../ui/share/ShareButtons';
import { pathDriver, type RunMachine } from './driver';

const URL = 'http://shop.test/journal/caring-for-linen/';
const TITLE = 'Caring for linen';
const COPIED = 'Link copied';
const REFUSED = 'Your browser did not let us copy the link. It is selected in the field below: copy it from there.';

type Deferred = { resolve: () => void; reject: (e: Error) => void; args: unknown[] };

/** The page; the island mounts once the path says what the browser offers (its first step). */
function Page({ gate, run }: { gate: { show: () => void }; run: RunMachine }) {
  const [shown, setShown] = useState(false);
  gate.show = () => setShown(true);
  const links = [
    { network: 'email' as const, label: 'Share by e-mail', href: 'mailto:?subject=x' },
    { network: 'x' as const, label: 'Share on X', href: 'https://x.com/intent/post?url=x' },
  ];
  return (
    <MachinesContext.Provider value={{ ...liveMachines, shareButtons: run(liveMachines.shareButtons) }}>
      {shown && <ShareButtons id="post" share={{ url: URL, title: TITLE, links }} />}
      <div id="a11y-speak-polite" aria-live="polite" />
    </MachinesContext.Provider>
  );
}

/**
 * The edge: the browser's share sheet and clipboard (navigator.share, canShare, clipboard),
 * each call waiting for the path to say how it ends.
 */
function browser(offers: { share: boolean; canShareThrows?: boolean }) {
  const calls = { share: [] as Deferred[], copy: [] as Deferred[] };
  const deferred =
    (list: Deferred[]) =>
    (...args: unknown[]) =>
      new Promise<void>((resolve, reject) => list.push({ resolve, reject, args }));
  const define = (name: string, value: unknown) =>
    Object.defineProperty(navigator, name, { configurable: true, writable: true, value });
  define('share', offers.share ? deferred(calls.share) : undefined);
  define(
    'canShare',
    offers.canShareThrows
      ? () => {
          throw new TypeError('canShare is not allowed here');
        }
      : undefined,
  );
  define('clipboard', { writeText: deferred(calls.copy) });
  return calls;
}

function start(_input: unknown, run: RunMachine) {
  const gate = { show: () => {} };
  render(<Page gate={gate} run={run} />);
  return { gate, native: false, calls: browser({ share: false }), copied: false };
}
type UI = ReturnType<typeof start>;

const copyButton = () => screen.getByRole('button', { name: /^(Copy link|Link copied)$/ });
const lastSaid = () => document.getElementById('a11y-speak-polite')?.lastElementChild?.textContent;
const field = () => screen.queryByRole('textbox', { name: 'Link to this page' }) as HTMLInputElement | null;

/** What is offered: the share sheet's one button where the browser has it, else the plain links. */
const offered = (ui: UI) => {
  expect(screen.queryByRole('button', { name: 'Share…' }) !== null).toBe(ui.native);
  expect(screen.queryAllByRole('link').map((l) => l.textContent)).toEqual(
    ui.native ? [] : ['Share by e-mail', 'Share on X (opens in a new tab)'],
  );
};

const mounted = (ui: UI, offers: { share: boolean; canShareThrows?: boolean }) => {
  ui.calls = browser(offers);
  ui.native = offers.share && !offers.canShareThrows;
  ui.gate.show();
};

/** Ends the browser's last call of this kind as the path says, and lets the page take it. */
const end = async (call: Deferred | undefined, error?: Error) => {
  if (error) call?.reject(error);
  else call?.resolve();
  // The refused copy's field is selected on the next frame.
  await vi.advanceTimersByTimeAsync(error ? 16 : 0);
};

/**
 * Hydrated, the buttons ask the browser whether it has a share sheet: where it has, one
 * "Share…" button takes the plain links' place. "Copy link" puts the page's address on the
 * clipboard: the button says "Link copied" for 3 s, and it is said. Refused by the clipboard,
 * the link appears in a field, focused and selected, with a line (said too) to copy it from there.
 */
export default pathDriver(shareButtonsMachine, {
  start,
  events: {
    'xstate.done.actor.detect': (ui, event) => mounted(ui, { share: event.output as boolean }),
    'xstate.error.actor.detect': (ui) => mounted(ui, { share: true, canShareThrows: true }),
    // Only a browser with a share sheet shows the button that opens it.
    SHARE: (ui) => {
      if (!ui.native) return offered(ui);
      fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
      expect(ui.calls.share.at(-1)?.args).toEqual([{ url: URL, title: TITLE }]);
    },
    // Shared, or closed without sharing (which is not a failure).
    'xstate.done.actor.share': (ui) => end(ui.calls.share.at(-1)),
    'xstate.error.actor.share': (ui) => end(ui.calls.share.at(-1), new DOMException('Denied', 'NotAllowedError')),
    COPY: (ui) => {
      fireEvent.click(copyButton());
      expect(ui.calls.copy.at(-1)?.args).toEqual([URL]);
    },
    'xstate.done.actor.copy': (ui) => end(ui.calls.copy.at(-1)),
    'xstate.error.actor.copy': (ui) => end(ui.calls.copy.at(-1), new DOMException('Denied', 'NotAllowedError')),
    // Still "Link copied" 1 ms before the 3 s are up; "Copy link" again at 3 s.
    'xstate.after.copiedFor.shareButtons.ready.copied': async () => {
      await vi.advanceTimersByTimeAsync(2999);
      expect(copyButton().textContent).toBe(COPIED);
      await vi.advanceTimersByTimeAsync(1);
    },
  },
  states: {
    // Asking the browser takes no time a shopper sees: the island has not drawn yet.
    checking: () => expect(screen.queryByRole('region', { name: 'Share' })).toBeNull(),
    'ready.idle': (ui) => {
      offered(ui);
      expect(copyButton().textContent).toBe('Copy link');
      expect(field()).toBeNull();
    },
    'ready.copied': (ui) => {
      offered(ui);
      expect(copyButton().textContent).toBe(COPIED);
      expect(lastSaid()).toBe(COPIED);
      expect(field()).toBeNull();
    },
    'ready.refused': (ui) => {
      offered(ui);
      expect(copyButton().textContent).toBe('Copy link');
      expect(lastSaid()).toBe(REFUSED);
      const shown = field();
      expect(shown?.value).toBe(URL);
      expect(document.activeElement).toBe(shown);
      expect([shown?.selectionStart, shown?.selectionEnd]).toEqual([0, URL.length]);
      expect(document.getElementById(shown?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REFUSED);
    },
    // The share sheet is open over the page; the clipboard is being asked.
    sharing: (ui) => {
      offered(ui);
      expect(field()).toBeNull();
    },
    copying: (ui) => {
      offered(ui);
      expect(field()).toBeNull();
    },
  },
  moves: [
    ['checking', { type: 'xstate.done.actor.detect', output: true }, 'ready.idle'],
    ['checking', { type: 'xstate.done.actor.detect', output: false }, 'ready.idle'],
    ['checking', { type: 'xstate.error.actor.detect' }, 'ready.idle'],
    ...(['ready.idle', 'ready.copied', 'ready.refused'] as const).flatMap((from) => [
      [from, { type: 'COPY' }, 'copying'] as [string, { type: string }, string],
      [from, { type: 'SHARE' }, 'sharing'] as [string, { type: string }, string],
      [from, { type: 'SHARE' }, from] as [string, { type: string }, string],
    ]),
    ['sharing', { type: 'xstate.done.actor.share' }, 'ready.idle'],
    ['sharing', { type: 'xstate.error.actor.share' }, 'ready.idle'],
    ['copying', { type: 'xstate.done.actor.copy' }, 'ready.copied'],
    ['copying', { type: 'xstate.error.actor.copy' }, 'ready.refused'],
    ['ready.copied', { type: 'xstate.after.copiedFor.shareButtons.ready.copied' }, 'ready.idle'],
  ],
});
