import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_PREFIX } from '../../domain/attributionFields';
import type { OrderAttributionConfig } from '../../domain/storefrontConfig';
import { EMPTY_STORE, type VisitFacts } from '../../domain/visitRecords';
import { deleteVisitCookies, readVisitFacts, writeVisitCookies } from '../../services/attributionCookies';
import { AttributionFields } from '../../ui/attribution/AttributionFields';
import { VisitTracker } from '../../ui/attribution/VisitTracker';
import { MachinesContext, pureMachines } from '../../ui/machines-context';

const config: OrderAttributionConfig = { allowTracking: true, lifetimeMonths: 6, sessionMinutes: 30, promoCode: false };

const facts: VisitFacts = {
  now: Date.UTC(2026, 10, 2, 9, 30, 15),
  url: 'https://shop.test/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=winter',
  referrer: 'https://mail.example/inbox',
  siteHost: 'shop.test',
  userAgent: 'TestAgent/1.0',
  random: 0,
  store: EMPTY_STORE,
};

function withMachines(effects: { writeCookies?: () => void; deleteCookies?: () => void } = {}) {
  return {
    ...pureMachines,
    visitTracking: pureMachines.visitTracking.provide({
      actors: { readVisit: fromPromise(async () => facts) },
      actions: { writeCookies: effects.writeCookies ?? (() => {}), deleteCookies: effects.deleteCookies ?? (() => {}) },
    }),
  };
}

const input = (field: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${ATTRIBUTION_PREFIX}${field}"]`);

describe('AttributionFields', () => {
  it('renders a hidden input {prefix}{field} for each field, empty until the visit is recorded, then filled', async () => {
    const writeCookies = vi.fn();
    const { container } = render(
      <MachinesContext.Provider value={withMachines({ writeCookies })}>
        <form aria-label="checkout">
          <AttributionFields config={config} prefix={ATTRIBUTION_PREFIX} fields={ATTRIBUTION_FIELDS} />
        </form>
      </MachinesContext.Provider>,
    );
    const hidden = container.querySelectorAll('input[type="hidden"]');
    expect([...hidden].map((i) => i.getAttribute('name'))).toEqual(
      ATTRIBUTION_FIELDS.map((f) => `${ATTRIBUTION_PREFIX}${f}`),
    );
    // As the server rendered it (and as it is sent without JavaScript): empty.
    expect(input('source_type')?.value).toBe('');
    await waitFor(() => expect(input('source_type')?.value).toBe('utm'));
    expect(input('utm_source')?.value).toBe('newsletter');
    expect(input('utm_medium')?.value).toBe('email');
    expect(input('utm_campaign')?.value).toBe('winter');
    expect(input('utm_term')?.value).toBe('(none)');
    expect(input('referrer')?.value).toBe('https://mail.example/inbox');
    expect(input('session_entry')?.value).toBe(facts.url);
    expect(input('session_start_time')?.value).toBe('2026-11-02 09:30:15');
    expect(input('session_pages')?.value).toBe('1');
    expect(input('session_count')?.value).toBe('1');
    expect(input('user_agent')?.value).toBe('TestAgent/1.0');
    // The fields travel with the form.
    const form = new FormData(screen.getByRole('form', { name: 'checkout' }) as HTMLFormElement);
    expect(form.get(`${ATTRIBUTION_PREFIX}utm_source`)).toBe('newsletter');
    // This island records the checkout's page view: once.
    expect(writeCookies).toHaveBeenCalledTimes(1);
  });

  it('stays empty and deletes the tracking cookies when tracking is turned off', async () => {
    const deleteCookies = vi.fn();
    render(
      <MachinesContext.Provider value={withMachines({ deleteCookies })}>
        <AttributionFields
          config={{ ...config, allowTracking: false }}
          prefix={ATTRIBUTION_PREFIX}
          fields={ATTRIBUTION_FIELDS}
        />
      </MachinesContext.Provider>,
    );
    await waitFor(() => expect(deleteCookies).toHaveBeenCalledTimes(1));
    expect(input('source_type')?.value).toBe('');
  });
});

describe('VisitTracker', () => {
  it('renders nothing and records the page view once', async () => {
    const writeCookies = vi.fn();
    const { container } = render(
      <MachinesContext.Provider value={withMachines({ writeCookies })}>
        <VisitTracker config={config} />
      </MachinesContext.Provider>,
    );
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(writeCookies).toHaveBeenCalledTimes(1));
  });
});

describe('attribution cookies service (js-cookie)', () => {
  afterEach(() => deleteVisitCookies());

  it('writes the values as serialized, reads them back as records, and deletes every tracking cookie', () => {
    writeVisitCookies([
      { name: 'sbjs_current', value: 'typ=utm|||src=news%7C%7C%7Cletter|||cmp=a%3Db', expires: Date.now() + 60_000 },
      { name: 'sbjs_session', value: 'pgs=2|||cpg=http%3A%2F%2Flocalhost%2F', expires: Date.now() + 60_000 },
    ]);
    expect(document.cookie).toContain('sbjs_current=typ=utm|||src=news%7C%7C%7Cletter|||cmp=a%3Db');
    const read = readVisitFacts();
    expect(read.store.current).toMatchObject({ type: 'utm', source: 'news|||letter', campaign: 'a=b' });
    expect(read.store.session).toEqual({ pagesSeen: 2, currentPage: 'http://localhost/' });
    expect(read.siteHost).toBe(location.hostname);
    deleteVisitCookies();
    expect(document.cookie).not.toContain('sbjs_');
  });
});
