import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveMachines } from '../../src/live/machines';
import { StoreNotice } from '../../ui/layout/StoreNotice';
import { MachinesContext } from '../../ui/machines-context';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the jsdom cookie between tests
  document.cookie = 'store_noticewelcome-2026=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('StoreNotice', () => {
  it('hides on dismiss and remembers it in the store_notice{noticeId} cookie', () => {
    render(
      <MachinesContext.Provider value={liveMachines}>
        <StoreNotice
          id="welcome-2026"
          text="Free shipping on orders over $50."
          dismissHref="/shop/?dismiss-store-notice=welcome-2026"
        />
      </MachinesContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'Store notice' }).textContent).toContain('Free shipping');
    const dismiss = screen.getByRole('link', { name: 'Dismiss store notice' });
    // Without JavaScript the link itself dismisses (server/routes/store-notice).
    expect(dismiss.getAttribute('href')).toBe('/shop/?dismiss-store-notice=welcome-2026');
    expect(document.cookie).not.toContain('store_noticewelcome-2026');
    fireEvent.click(dismiss);
    expect(screen.queryByRole('region', { name: 'Store notice' })).toBeNull();
    expect(document.cookie.split('; ')).toContain('store_noticewelcome-2026=hidden');
  });
});
