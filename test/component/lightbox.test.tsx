import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightboxHref, type Slide } from '../../domain/actionLinks';
import { liveMachines } from '../../src/live/machines';
import { ProductGallery } from '../../ui/lightbox/ProductGallery';
import { MachinesContext } from '../../ui/machines-context';

const titles = ['Giant Soup Mug', 'Giant Soup Mug, side view', 'Giant Soup Mug, close-up'];
const images = titles.map((title, i) => {
  const href = `/media/products/giant-soup-mug.svg${i === 0 ? '' : `?view=${i + 1}`}`;
  return { href, title, action: lightboxHref({ type: 'image', url: href, title, slideshow: 'gallery' }) };
});

function renderGallery() {
  render(
    <MachinesContext.Provider value={liveMachines}>
      <ProductGallery images={images} />
    </MachinesContext.Provider>,
  );
  return screen.getAllByRole('link');
}

const dialogImage = () => within(screen.getByRole('dialog')).getByRole('img');
/** Lets the slides be gathered from the page (the live wiring loads that service on demand). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** A plain click on a thumbnail, and the lightbox it opens. */
async function openFrom(link: HTMLElement, name?: string) {
  fireEvent.click(link);
  return screen.findByRole('dialog', name ? { name } : {});
}

describe('ProductGallery and its lightbox', () => {
  it('links each thumbnail by its lightbox action link once hydrated', () => {
    const links = renderGallery();
    expect(links.map((a) => a.getAttribute('href'))).toEqual(images.map((i) => i.action));
    expect(links[0]?.getAttribute('href')).toMatch(/^#statefront-action%3Aaction%3Dlightbox%26settings%3D/);
  });

  it('opens a modal dialog on the clicked picture, labelled by its title, with focus inside', async () => {
    const links = renderGallery();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openFrom(links[1] as HTMLElement, 'Giant Soup Mug, side view');
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialogImage().getAttribute('src')).toBe('/media/products/giant-soup-mug.svg?view=2');
    expect(dialogImage().getAttribute('alt')).toBe('Giant Soup Mug, side view');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('2 of 3');
  });

  it('moves to the next and previous picture with the arrow keys and buttons, wrapping around', async () => {
    const links = renderGallery();
    await openFrom(links[2] as HTMLElement);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(dialogImage().getAttribute('alt')).toBe('Giant Soup Mug');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(dialogImage().getAttribute('alt')).toBe('Giant Soup Mug, close-up');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(dialogImage().getAttribute('alt')).toBe('Giant Soup Mug, side view');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Past the last picture, Next wraps round to the first.
    expect(screen.getByRole('dialog', { name: 'Giant Soup Mug' }).tagName).toBe('DIALOG');
    expect(dialogImage().getAttribute('alt')).toBe('Giant Soup Mug');
  });

  it('says the picture now shown, with its place in the slideshow, on each move', async () => {
    // The page's live region (src/Document); a browser speaks into the open modal's own one.
    render(<div id="a11y-speak-polite" aria-live="polite" />);
    const links = renderGallery();
    await openFrom(links[2] as HTMLElement);
    const said = () => [...document.querySelectorAll('[aria-live="polite"] p')].map((p) => p.textContent);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(said()).toEqual(['Giant Soup Mug, 1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(said()).toEqual(['Giant Soup Mug, 1 of 3', 'Giant Soup Mug, close-up, 3 of 3']);
  });

  it('closes on Escape and gives focus back to the link that opened it', async () => {
    const links = renderGallery();
    const opener = links[1] as HTMLElement;
    opener.focus();
    await openFrom(opener);
    expect(document.activeElement).not.toBe(opener);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the Close button too, focus back on the link even when the click did not focus it', async () => {
    const links = renderGallery();
    await openFrom(links[0] as HTMLElement);
    expect(document.activeElement).not.toBe(links[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(links[0]);
  });

  it('does nothing for a link whose settings the rules refuse', async () => {
    render(
      <MachinesContext.Provider value={liveMachines}>
        <ProductGallery
          images={[
            ...images,
            {
              href: '/x.svg',
              title: 'Evil',
              action: lightboxHref({ type: 'image', url: 'javascript:alert(1)', title: 'Evil', slideshow: 'gallery' }),
            },
          ]}
        />
      </MachinesContext.Provider>,
    );
    const evil = screen.getByRole('link', { name: 'Enlarge: Evil' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    evil.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The refused link is not gathered into the slideshow either.
    const dialog = await openFrom(screen.getByRole('link', { name: 'Enlarge: Giant Soup Mug' }));
    expect(dialog.textContent).toContain('1 of 3');
  });
});

describe('the lightbox with a video', () => {
  it('plays a hosted video with controls and embeds a Vimeo video from the player host only', async () => {
    const { Lightbox } = await import('../../ui/lightbox/Lightbox');
    const noop = () => {};
    const { container, rerender } = render(
      <Lightbox
        slides={[{ type: 'video', videoType: 'hosted', src: '/media/demo.mp4', title: 'Demo' }]}
        index={0}
        onNext={noop}
        onPrev={noop}
        onClose={noop}
      />,
    );
    expect(container.querySelector('video')?.hasAttribute('controls')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    rerender(
      <Lightbox
        slides={[{ type: 'video', videoType: 'vimeo', src: 'https://player.vimeo.com/video/1', title: 'Demo' }]}
        index={0}
        onNext={noop}
        onPrev={noop}
        onClose={noop}
      />,
    );
    expect(screen.getByTitle('Demo').getAttribute('src')).toBe('https://player.vimeo.com/video/1');
  });
});

describe('the lightbox given a slideshow that does not hold the clicked slide', () => {
  it.each([
    ['past the end', 2],
    ['before the start', -1],
  ])('stays closed when the slide to open is %s, and the next thumbnail still opens', async (_, badIndex) => {
    const { lightboxMachine } = await import('../../machines/lightbox');
    const { fromPromise } = await import('xstate');
    const slides: Slide[] = [
      { type: 'image', src: '/media/products/giant-soup-mug.svg', title: 'Giant Soup Mug' },
      { type: 'image', src: '/media/products/giant-soup-mug.svg?view=2', title: 'Giant Soup Mug, side view' },
    ];
    // The page changed between the click and the gathering: two slides, a place outside them asked for.
    const answers = [
      { slides, index: badIndex },
      { slides, index: 1 },
    ];
    const lightbox = lightboxMachine.provide({
      actors: {
        gatherSlides: fromPromise<{ slides: Slide[]; index: number } | null, { href: string }>(
          async () => answers.shift() ?? null,
        ),
      },
    });
    render(
      <MachinesContext.Provider value={{ ...liveMachines, lightbox }}>
        <ProductGallery images={images} />
      </MachinesContext.Provider>,
    );
    fireEvent.click(screen.getAllByRole('link')[2] as HTMLElement);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getAllByRole('link')[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Giant Soup Mug, side view' })).toBeInstanceOf(HTMLDialogElement);
  });
});
