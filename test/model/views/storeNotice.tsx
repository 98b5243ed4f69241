import { fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { storeNoticeMachine } from '../../../machines/storeNotice';
import { liveMachines } from '../../../src/live/machines';
import { StoreNotice } from '../../../ui/layout/StoreNotice';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

const COOKIE = 'store_noticewelcome-2026';

function start(input: { noticeId: string }, run: RunMachine) {
  // biome-ignore lint/suspicious/noDocumentCookie: each path starts with no dismissal remembered
  document.cookie = `${COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  render(
    <MachinesContext.Provider value={{ ...liveMachines, storeNotice: run(liveMachines.storeNotice) }}>
      <StoreNotice id={input.noticeId} text="Free shipping on orders over $50." dismissHref="/?dismiss" />
      <main id="main" tabIndex={-1}>
        Products
      </main>
    </MachinesContext.Provider>,
  );
  return {};
}

const cookies = () => document.cookie.split('; ');

/**
 * The store notice shows until its dismiss link is followed; then it is gone, the
 * dismissal is remembered in `store_notice{id}=hidden`, and focus goes on to the main content.
 */
export default pathDriver(storeNoticeMachine, {
  start,
  events: {
    DISMISS: () => {
      const link = screen.getByRole('link', { name: 'Dismiss store notice' });
      link.focus();
      fireEvent.click(link);
    },
  },
  states: {
    visible: () => {
      expect(screen.getByRole('region', { name: 'Store notice' }).textContent).toContain('Free shipping');
      expect(cookies().some((c) => c.startsWith(`${COOKIE}=`))).toBe(false);
    },
    dismissed: () => {
      expect(screen.queryByRole('region', { name: 'Store notice' })).toBeNull();
      expect(cookies()).toContain(`${COOKIE}=hidden`);
      expect(document.activeElement).toBe(screen.getByRole('main'));
    },
  },
  moves: [['visible', { type: 'DISMISS' }, 'dismissed']],
});
