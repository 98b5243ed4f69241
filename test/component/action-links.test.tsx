import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { lightboxHref } from '../../domain/actionLinks';
import { liveMachines } from '../../src/live/machines';
import { ActionLinks } from '../../ui/lightbox/ActionLinks';
import { MachinesContext } from '../../ui/machines-context';

const glaze = lightboxHref({ type: 'image', url: '/media/products/mug.svg?view=3', title: 'The glaze' });

/** Content the island does not render: links anywhere else on the page. */
function page(links: string) {
  document.body.innerHTML = `<main>${links}</main>`;
  render(
    <MachinesContext.Provider value={liveMachines}>
      <ActionLinks />
    </MachinesContext.Provider>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('ActionLinks, the page-wide delegate', () => {
  it('opens the lightbox for an action link it never rendered, with no jump to the hash', async () => {
    page(`<p>Read on: <a href="${glaze}">the glaze</a></p>`);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'the glaze' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'The glaze' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/products/mug.svg?view=3');
  });

  it('leaves ordinary links, modified clicks and clicks another widget took to the browser', () => {
    page(`<a href="/shop/">Shop</a><a href="${glaze}">glaze</a>`);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Shop' }).dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'glaze' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the URL hash on load', async () => {
    window.history.replaceState(null, '', `/shop/${glaze}`);
    page('');
    expect(await screen.findByRole('dialog', { name: 'The glaze' })).not.toBeNull();
  });

  it('logs a refused link and opens nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    page(`<a href="${lightboxHref({ type: 'image', url: 'javascript:alert(1)', title: 'x' })}">bad</a>`);
    fireEvent.click(screen.getByRole('link', { name: 'bad' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('refuse'), expect.any(String)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Only the page's own lightbox (ActionLinks) takes links anywhere: a lightbox not said to
  // be page-wide (a gallery's) leaves them to the browser.
  it('is not page-wide unless it is said to be', () => {
    document.body.innerHTML = `<main><a href="${glaze}">glaze</a></main>`;
    const lightbox = createActor(liveMachines.lightbox, { input: {} }).start();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'glaze' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(lightbox.getSnapshot().value).toBe('closed');
    lightbox.stop();
  });
});
