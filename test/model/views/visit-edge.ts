import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createElement } from 'react';
import { vi } from 'vitest';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_PREFIX } from '../../../domain/attributionFields';
import type { OrderAttributionConfig } from '../../../domain/storefrontConfig';
import { liveMachines } from '../../../src/live/machines';
import { AttributionFields } from '../../../ui/attribution/AttributionFields';
import { type Machines, MachinesContext } from '../../../ui/machines-context';

/** The moment of the walk's first page view. */
export const FIRST_VIEW = Date.UTC(2026, 10, 2, 9, 30);

export const TRACKING: OrderAttributionConfig = {
  allowTracking: true,
  lifetimeMonths: 6,
  sessionMinutes: 30,
  promoCode: false,
};

/** The visit cookies as the browser keeps them: name to raw value. */
export function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
  );
}

/** A browser that has never visited the shop: jsdom keeps one cookie jar for the file. */
export function forgetCookies() {
  for (const name of Object.keys(cookies())) Cookies.remove(name, { path: '/' });
}

/**
 * One page view of the shop (this jsdom's origin) at `path`, arrived at from `referrer`:
 * the checkout's attribution fields with the live visit tracking on the real cookies.
 * Returns the hidden fields' values once the view is recorded. `machines`: what the page
 * runs (a mutant in place of one: test/structure/).
 */
export async function viewPage(path: string, referrer: string, config = TRACKING, machines: Machines = liveMachines) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const page = render(
    createElement(
      MachinesContext.Provider,
      { value: machines },
      createElement(
        'form',
        { 'aria-label': 'checkout' },
        createElement(AttributionFields, { config, prefix: ATTRIBUTION_PREFIX, fields: ATTRIBUTION_FIELDS }),
      ),
    ),
  );
  // Reading the cookies is a promise the tracking waits on: a few turns.
  await act(async () => {
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
  });
  const fields = () =>
    Object.fromEntries(
      [...page.container.querySelectorAll('input')].map((i) => [i.name.slice(ATTRIBUTION_PREFIX.length), i.value]),
    );
  return { page, fields };
}
