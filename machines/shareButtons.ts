import { assign, fromPromise, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';
import { COPIED_FOR_MS, SHARE_MESSAGES } from '../domain/share';

type Share = { url: string; title: string };
interface Context extends Share {
  /** Whether the browser has its own share sheet (the Web Share API). */
  native: boolean;
  /** The field showing the link when the clipboard refused it. */
  field: ElementRef<HTMLInputElement>;
}

/**
 * Share buttons: the browser's own share sheet where it has one (the plain links
 * otherwise, which the view shows without any machine), and "Copy link": copied, the
 * button says "Link copied" for a while and it is said; refused by the clipboard, the link
 * is shown in a field, selected, and the shopper is told to copy it from there.
 */
export const shareButtonsMachine = setup({
  types: {} as {
    context: Context;
    input: Share & { field: ElementRef<HTMLInputElement> };
    events: { type: 'SHARE' } | { type: 'COPY' };
  },
  actors: {
    // Provided by the live wiring (services/share).
    detect: fromPromise<boolean>(() => new Promise(() => {})),
    share: fromPromise<void, Share>(() => new Promise(() => {})),
    copy: fromPromise<void, { text: string }>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring: services/announcer, services/share.
    announce: (_, _params: { text: string }) => {},
    selectField: (_, _params: { field: ElementRef<HTMLInputElement> }) => {},
  },
  delays: { copiedFor: COPIED_FOR_MS },
  guards: { native: ({ context }) => context.native },
}).createMachine({
  id: 'shareButtons',
  context: ({ input }) => ({ ...input, native: false }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'detect',
        src: 'detect',
        onDone: { target: 'ready', actions: assign({ native: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {
      initial: 'idle',
      on: { SHARE: { guard: 'native', target: 'sharing' }, COPY: 'copying' },
      states: {
        idle: {},
        copied: {
          entry: { type: 'announce', params: { text: SHARE_MESSAGES.copied } },
          after: { copiedFor: 'idle' },
        },
        refused: {
          entry: [
            { type: 'announce', params: { text: SHARE_MESSAGES.refused } },
            { type: 'selectField', params: ({ context }) => ({ field: context.field }) },
          ],
        },
      },
    },
    // The share sheet is open; closing it (shared or not) comes back here.
    sharing: {
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ context: { url, title } }) => ({ url, title }),
        onDone: 'ready',
        onError: 'ready',
      },
    },
    copying: {
      invoke: {
        id: 'copy',
        src: 'copy',
        input: ({ context }) => ({ text: context.url }),
        onDone: 'ready.copied',
        onError: 'ready.refused',
      },
    },
  },
});
