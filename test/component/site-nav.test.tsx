import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveMachines } from '../../src/live/machines';
import { SiteNav } from '../../ui/layout/SiteNav';
import { MachinesContext } from '../../ui/machines-context';

const categories = [
  { slug: 'mugs', name: 'Mugs', url: '/product-category/mugs/' },
  { slug: 'lamps', name: 'Lamps', url: '/product-category/lamps/' },
];

function renderNav() {
  render(
    <MachinesContext.Provider value={liveMachines}>
      <SiteNav categories={categories} currentPath="/product-category/mugs/" cartUrl="/cart/" />
    </MachinesContext.Provider>,
  );
  return {
    toggle: screen.getByRole('button', { name: 'Menu' }),
    shop: screen.getByRole('button', { name: 'Shop' }),
    help: screen.getByRole('button', { name: 'Help' }),
  };
}

function resizeTo(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const initialSize = { width: window.innerWidth, height: window.innerHeight };
afterEach(() => resizeTo(initialSize.width, initialSize.height));

describe('SiteNav', () => {
  it('mirrors the mobile menu in aria-expanded on its toggle, which controls the menu', () => {
    const { toggle } = renderNav();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('expands and collapses a sub-menu on click, one at a time', () => {
    const { shop, help } = renderNav();
    const shopMenu = document.getElementById(shop.getAttribute('aria-controls') ?? '');
    expect(shopMenu?.hidden).toBe(true);
    fireEvent.click(shop);
    expect(shop.getAttribute('aria-expanded')).toBe('true');
    expect(shopMenu?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Mugs' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(help);
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    expect(help.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses any open sub-menu when the menu opens', () => {
    const { toggle, shop } = renderNav();
    fireEvent.click(shop);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(shop.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the window is resized, but not when only its height changes', () => {
    const { toggle } = renderNav();
    fireEvent.click(toggle);
    resizeTo(window.innerWidth, window.innerHeight - 80);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    resizeTo(window.innerWidth + 300, window.innerHeight);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, the sub-menu first, leaving focus on the button that opened it', () => {
    const { toggle, shop } = renderNav();
    fireEvent.click(toggle);
    fireEvent.click(shop);
    const link = screen.getByRole('link', { name: 'Lamps' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(shop);
    fireEvent.keyDown(shop, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
