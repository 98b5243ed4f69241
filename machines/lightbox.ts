import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Slide } from '../domain/actionLinks';
import { slideAnnouncement } from '../domain/slides';

type Slideshow = { slides: Slide[]; index: number };
/** `pageWide`: the page's own lightbox (ui/lightbox/ActionLinks), which watches for action links anywhere. */
type Context = Slideshow & { pageWide: boolean };
const announced = ({ context }: { context: Context }) => ({ text: slideAnnouncement(context.slides, context.index) });

/**
 * The lightbox of in-page action links: closed, or open on one slide of a slideshow (a
 * single image or video is a slideshow of one). A clicked link's slideshow is gathered
 * from the page first; a link the rules refuse gathers nothing and the lightbox stays
 * closed. NEXT and PREV wrap around, and say which slide is now shown; CLOSE closes. Slides
 * come validated (domain/actionLinks).
 */
export const lightboxMachine = setup({
  types: {} as {
    context: Context;
    input: { pageWide?: boolean };
    events: { type: 'OPEN_LINK'; href: string } | { type: 'NEXT' } | { type: 'PREV' } | { type: 'CLOSE' };
  },
  actors: {
    // Provided by the live wiring (services/actionLinks): every action link of the page
    // sharing the clicked one's slideshow, or null when the rules refuse the link.
    gatherSlides: fromPromise<Slideshow | null, { href: string }>(() => new Promise(() => {})),
    // Provided for the page-wide lightbox only (services/actionLinkClicks): action links
    // clicked anywhere, and the URL's action hash, sent back as OPEN_LINK while closed.
    watchLinks: fromCallback<{ type: 'OPEN_LINK'; href: string }, { pageWide: boolean }>(() => {}),
  },
  actions: {
    // Provided by the live wiring (services/announcer).
    announceSlide: (_, _params: { text: string }) => {},
  },
  guards: {
    hasSlide: (_, found: Slideshow | null) => !!found && found.index >= 0 && found.index < found.slides.length,
  },
}).createMachine({
  id: 'lightbox',
  context: ({ input }) => ({ slides: [], index: 0, pageWide: input?.pageWide ?? false }),
  initial: 'closed',
  states: {
    closed: {
      invoke: { src: 'watchLinks', input: ({ context }) => ({ pageWide: context.pageWide }) },
      on: { OPEN_LINK: 'gathering' },
    },
    gathering: {
      invoke: {
        id: 'gatherSlides',
        src: 'gatherSlides',
        input: ({ event }) => {
          assertEvent(event, 'OPEN_LINK');
          return { href: event.href };
        },
        onDone: [
          {
            guard: { type: 'hasSlide', params: ({ event }) => event.output },
            target: 'open',
            actions: assign(({ event }) => event.output ?? { slides: [], index: 0 }),
          },
          { target: 'closed' },
        ],
        onError: 'closed',
      },
    },
    open: {
      on: {
        NEXT: {
          actions: [
            assign({ index: ({ context }) => (context.index + 1) % context.slides.length }),
            { type: 'announceSlide', params: announced },
          ],
        },
        PREV: {
          actions: [
            assign({ index: ({ context }) => (context.index - 1 + context.slides.length) % context.slides.length }),
            { type: 'announceSlide', params: announced },
          ],
        },
        CLOSE: 'closed',
      },
    },
  },
});
