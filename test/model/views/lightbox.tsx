import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { lightboxHref } from '../../../domain/actionLinks';
import { lightboxMachine } from '../../../machines/lightbox';
import { liveMachines } from '../../../src/live/machines';
import { ProductGallery } from '../../../ui/lightbox/ProductGallery';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

const titles = ['Giant Soup Mug', 'Giant Soup Mug, side view'];
const images = [
  ...titles.map((title, i) => {
    const href = `/media/products/giant-soup-mug.svg${i === 0 ? '' : '?view=2'}`;
    return { href, title, action: lightboxHref({ type: 'image', url: href, title, slideshow: 'gallery' }) };
  }),
  // A link the rules refuse: it opens nothing, and is no slide of the others.
  {
    href: '/x.svg',
    title: 'Refused',
    action: lightboxHref({ type: 'image', url: 'javascript:alert(1)', title: 'Refused', slideshow: 'gallery' }),
  },
];

async function start(_input: unknown, run: RunMachine) {
  // The live wiring loads the slide gathering on the first click; loaded here, it answers at once.
  await import('../../../services/actionLinks');
  render(
    <MachinesContext.Provider value={{ ...liveMachines, lightbox: run(liveMachines.lightbox) }}>
      <ProductGallery images={images} />
      <div id="a11y-speak-polite" aria-live="polite" />
    </MachinesContext.Provider>,
  );
  // `turns`: the slides the shopper moved to since it opened, each said once; `before`: what was said until then.
  return { opener: null as HTMLElement | null, index: 0, turns: 0, before: 0 };
}
type UI = Awaited<ReturnType<typeof start>>;

const dialog = () => screen.queryByRole('dialog');
const closed = (ui: UI) => {
  expect(dialog()).toBeNull();
  // Closed after being open, focus is back on the link that opened it.
  if (ui.opener) expect(document.activeElement).toBe(ui.opener);
};
const open = (ui: UI) => {
  const shown = screen.getByRole('dialog', { name: titles[ui.index] });
  expect(shown.contains(document.activeElement)).toBe(true);
  expect(shown.textContent).toContain(`${ui.index + 1} of 2`);
  expect(within(shown).getByRole('img').getAttribute('alt')).toBe(titles[ui.index]);
  // A slide the shopper moves to is said, with where it is in the slideshow.
  expect(said()).toHaveLength(ui.before + ui.turns);
  if (ui.turns > 0) expect(said().at(-1)?.textContent).toBe(`${titles[ui.index]}, ${ui.index + 1} of 2`);
};
/**
 * What screen readers were told: the page's live region or, while the modal lightbox is open
 * in a browser, the one inside it (jsdom has no `:modal`, so the page's).
 */
const said = () => [...document.querySelectorAll('#a11y-speak-polite > p, [data-announcer="polite"] > p')];
const key = (k: string) => {
  fireEvent.keyDown(document.activeElement as Element, { key: k });
};

/** A thumbnail opens its slideshow on its own picture; the arrows wrap round; Escape or Close closes. */
export default pathDriver(lightboxMachine, {
  start,
  events: {
    // Which link the shopper clicks is the one whose slides come back next on the path.
    // A slideshow that cannot be gathered looks to the shopper like a refused link.
    OPEN_LINK: (ui, _event, [answer]) => {
      const refused = answer?.type !== 'xstate.done.actor.gatherSlides' || answer.output === null;
      const link = screen.getByRole('link', { name: `Enlarge: ${refused ? 'Refused' : titles[1]}` });
      link.focus();
      ui.opener = link;
      ui.index = 1;
      ui.turns = 0;
      ui.before = said().length;
      fireEvent.click(link);
    },
    // The page answers within the click's own turn; the walk has nothing more to do.
    'xstate.done.actor.gatherSlides': () => {},
    'xstate.error.actor.gatherSlides': () => {},
    NEXT: (ui) => {
      key('ArrowRight');
      ui.index = (ui.index + 1) % 2;
      ui.turns++;
    },
    PREV: (ui) => {
      fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
      ui.index = (ui.index - 1 + 2) % 2;
      ui.turns++;
    },
    CLOSE: () => key('Escape'),
  },
  states: {
    closed,
    // Gathering the slideshow from the page takes no time a shopper sees; the link's own
    // jump to its fragment never happens.
    gathering: () => expect(window.location.hash).toBe(''),
    open,
  },
  moves: [
    ['closed', { type: 'OPEN_LINK', href: '#statefront-action%3Aaction%3Dlightbox%26settings%3D' }, 'gathering'],
    ...(lightboxAnswers().map(([output, to]) => [
      'gathering',
      { type: 'xstate.done.actor.gatherSlides', output },
      to,
    ]) as [string, { type: string; output: unknown }, string][]),
    ['gathering', { type: 'xstate.error.actor.gatherSlides' }, 'closed'],
    ['open', { type: 'NEXT' }, 'open'],
    ['open', { type: 'PREV' }, 'open'],
    ['open', { type: 'CLOSE' }, 'closed'],
  ],
});

/** The answers the paths try: a slideshow of two opened on the second, and a refused link. */
function lightboxAnswers(): [unknown, string][] {
  return [
    [
      {
        index: 1,
        slides: [
          { type: 'image', src: '/media/products/giant-soup-mug.svg', title: 'Giant Soup Mug' },
          { type: 'image', src: '/media/products/giant-soup-mug.svg?view=2', title: 'Giant Soup Mug (side view)' },
        ],
      },
      'open',
    ],
    [null, 'closed'],
  ];
}
