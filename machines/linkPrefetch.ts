import { assign, fromCallback, setup } from 'xstate';
import { environmentAllowsPrefetch, isPrefetchable, type PrefetchEnvironment } from '../domain/prefetch';
import { TIMINGS } from './timings';

type LinkEvent = { href: string };
const link = ({ event }: { event: LinkEvent }) => ({ href: event.href });
const held = ({ context }: { context: { pending: string | null } }) => ({ href: context.pending ?? '' });
/** Prefetches the link and remembers it, so that it is never prefetched twice. */
const prefetchOnce = <P>(params: P) => [
  { type: 'prefetch' as const, params },
  { type: 'remember' as const, params },
];

/**
 * Link prefetch for the whole page (none for old browsers, save-data or 2g): on desktop once the
 * pointer has rested on a link for 60 ms, on mobile as links come into view from 1000 ms after load.
 * A shopper with a session (from the page, or once one starts on it) is prefetched only the link
 * they press, which they are about to open anyway: their pages are rendered for them alone, and
 * a prefetch they do not follow would cost a render (docs/decisions/0289).
 */
export const linkPrefetchMachine = setup({
  types: {} as {
    context: { currentUrl: string; pending: string | null; prefetched: string[] };
    input: { currentUrl: string };
    events:
      | ({ type: 'START' } & PrefetchEnvironment)
      | ({ type: 'POINTER_ENTER' } & LinkEvent)
      | { type: 'POINTER_LEAVE' }
      | ({ type: 'LINK_VISIBLE' } & LinkEvent)
      | ({ type: 'LINK_PRESSED' } & LinkEvent)
      | { type: 'SESSION_STARTED' };
  },
  actors: {
    // Provided by the live wiring (services/prefetch): the pointer over links, links coming into view.
    watchPointer: fromCallback(() => {}),
    observeLinks: fromCallback(() => {}),
    watchPress: fromCallback(() => {}),
    // Tells SESSION_STARTED when the shopper's first change (an add to cart) gives them a session.
    watchSession: fromCallback(() => {}),
  },
  actions: {
    // Provided by the live wiring (services/prefetch): <link rel="prefetch" href> in the head.
    prefetch: (_, _params: LinkEvent) => {},
    remember: assign({ prefetched: ({ context }, params: LinkEvent) => [...context.prefetched, params.href] }),
    hold: assign({ pending: (_, params: LinkEvent) => params.href }),
    release: assign({ pending: null }),
  },
  guards: {
    withSession: (_, env: PrefetchEnvironment) => environmentAllowsPrefetch(env) && env.session === true,
    onDesktop: (_, env: PrefetchEnvironment) => environmentAllowsPrefetch(env) && env.device === 'desktop',
    onMobile: (_, env: PrefetchEnvironment) => environmentAllowsPrefetch(env) && env.device === 'mobile',
    worthIt: ({ context }, params: LinkEvent) => isPrefetchable(params.href, context),
  },
  delays: { hoverDelay: TIMINGS.prefetchHover, observeDelay: TIMINGS.prefetchObserveDelay },
}).createMachine({
  id: 'linkPrefetch',
  context: ({ input }) => ({ currentUrl: input.currentUrl, pending: null, prefetched: [] }),
  initial: 'starting',
  states: {
    starting: {
      on: {
        START: [
          { guard: { type: 'withSession', params: ({ event }) => event }, target: 'onPress' },
          { guard: { type: 'onDesktop', params: ({ event }) => event }, target: 'desktop' },
          { guard: { type: 'onMobile', params: ({ event }) => event }, target: 'mobile' },
          { target: 'off' },
        ],
      },
    },
    off: { type: 'final' },
    onPress: {
      invoke: { id: 'press', src: 'watchPress' },
      on: { LINK_PRESSED: { guard: { type: 'worthIt', params: link }, actions: prefetchOnce(link) } },
    },
    desktop: {
      invoke: [
        { id: 'pointer', src: 'watchPointer' },
        { id: 'session', src: 'watchSession' },
      ],
      on: {
        SESSION_STARTED: { target: 'onPress', actions: 'release' },
        // Entering a link worth it starts its 60 ms, also straight from another link.
        POINTER_ENTER: [
          { guard: { type: 'worthIt', params: link }, target: '.hovering', actions: { type: 'hold', params: link } },
          { target: '.idle', actions: 'release' },
        ],
        POINTER_LEAVE: { target: '.idle', actions: 'release' },
      },
      initial: 'idle',
      states: {
        idle: {},
        hovering: { after: { hoverDelay: { target: 'idle', actions: [...prefetchOnce(held), 'release'] } } },
      },
    },
    mobile: {
      invoke: { id: 'session', src: 'watchSession' },
      on: { SESSION_STARTED: 'onPress' },
      initial: 'waiting',
      states: {
        waiting: { after: { observeDelay: 'observing' } },
        observing: {
          invoke: { id: 'viewport', src: 'observeLinks' },
          on: { LINK_VISIBLE: { guard: { type: 'worthIt', params: link }, actions: prefetchOnce(link) } },
        },
      },
    },
  },
});
