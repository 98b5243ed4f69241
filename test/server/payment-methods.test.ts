import { describe, expect, it } from 'vitest';
import { ConfigError, defaultShopSettings, readConfig } from '../../server/config';
import { sendDueMail } from '../../server/mail/outbox';
import type { MailTransport, OutgoingMail } from '../../server/mail/transport';
import { pageConfig, parsePage, textOf } from '../support/app';
import { atCheckout, LEEDS_BILLING, placeByForm, seedMug } from '../support/checkout';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const BILLING = { ...LEEDS_BILLING, billing_phone: '' };

describeOnDatabases('payment methods', (database) => {
  let mug: number;
  const shop = useTestShop(database, {
    seed: [
      seedMug((id) => {
        mug = id;
      }),
    ],
  });

  const placeWith = (method: string | undefined) =>
    placeByForm(shop.app, mug, { ...BILLING, ...(method !== undefined ? { payment_method: method } : {}) });

  it('the checkout offers bank transfer, cheque and cash on delivery as one labelled radio group, the first chosen', async () => {
    const page = parsePage((await atCheckout(shop.app, mug)).html);
    const group = [...page.querySelectorAll('fieldset')].find(
      (f) => textOf(f.querySelector('legend')) === 'Payment method',
    );
    expect(group).toBeDefined();
    const radios = [
      ...(group as Element).querySelectorAll<HTMLInputElement>('input[type="radio"][name="payment_method"]'),
    ];
    expect(radios.map((r) => [r.value, textOf(page.querySelector(`label[for="${r.id}"]`)), r.checked])).toEqual([
      ['bacs', 'Direct bank transfer', true],
      ['cheque', 'Cheque payment', false],
      ['cod', 'Cash on delivery', false],
    ]);
    for (const r of radios) expect(page.getElementById(r.getAttribute('aria-describedby') ?? '')).not.toBeNull();
  });

  it('each method gives the order its status: a bank transfer or a cheque waits on hold, cash on delivery is processed', async () => {
    for (const [method, status] of [
      ['bacs', 'on-hold'],
      ['cheque', 'on-hold'],
      ['cod', 'processing'],
    ] as const) {
      const res = await placeWith(method);
      expect(res.statusCode, method).toBe(303);
      const id = Number(/order-received\/(\d+)\//.exec(res.headers.location as string)?.[1]);
      const order = await shop.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect([order.payment_method, order.status]).toEqual([method, status]);
    }
  });

  it('a bank transfer shows the shop’s account and the reference on the order page and in the e-mail; cash on delivery shows none', async () => {
    const res = await placeWith('bacs');
    const location = res.headers.location as string;
    const id = Number(/order-received\/(\d+)\//.exec(location)?.[1]);
    const page = await shop.page(location);
    const section = page.querySelector('section[aria-labelledby="payment-instructions-heading"]');
    expect(textOf(section?.querySelector('h2'))).toBe('Our bank details');
    const rows = [...(section?.querySelectorAll('dl > div') ?? [])].map((d) => [
      textOf(d.querySelector('dt')),
      textOf(d.querySelector('dd')),
    ]);
    expect(rows).toContainEqual(['Account name', 'Statefront Supply Ltd']);
    expect(rows).toContainEqual(['Reference', String(id)]);
    expect(textOf(page.querySelector('.order-overview'))).toContain('Payment method: Direct bank transfer');

    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m), close() {} };
    await sendDueMail(shop.db, transport, { from: { name: 'Shop', address: defaultShopSettings.shopEmail } });
    const received = sent.find((m) => m.kind === 'order-received' && m.subject.includes(`#${id} `));
    expect(received?.text).toContain('Our bank details');
    expect(received?.text).toContain('IBAN: GB00DEMO00000012345678');
    expect(received?.text).toContain(`Reference: ${id}`);
    expect(received?.text).toContain('Payment method: Direct bank transfer');
    expect(received?.html).toContain('Our bank details');
    // The shop's copy has no bank details: it is the shop's own account.
    const newOrder = sent.find((m) => m.kind === 'new-order' && m.subject.endsWith(`#${id}`));
    expect(newOrder?.text).not.toContain('Our bank details');

    const cod = await placeWith('cod');
    const codPage = await shop.page(cod.headers.location as string);
    expect(codPage.querySelector('section[aria-labelledby="payment-instructions-heading"]')).toBeNull();
    expect(textOf(codPage.querySelector('.order-overview'))).toContain('Payment method: Cash on delivery');
  });

  it('a method the shop does not offer places no order and says why, by form and by JSON', async () => {
    const codOnly = await shop.appWith({ payment: { ...defaultShopSettings.payment, methods: ['cod'] } });
    const before = await shop.db.selectFrom('orders').select('id').execute();
    const res = await placeWith('paypal');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Please choose one of the payment methods offered.');
    const { cookie } = await atCheckout(shop.app, mug);
    const onlyCod = await codOnly.inject({ method: 'GET', url: '/checkout/', headers: { cookie } });
    const nonce = pageConfig(onlyCod.body).nonce as string;
    const json = await codOnly.inject({
      method: 'POST',
      url: '/api/statefront/v1/checkout',
      headers: { cookie, 'content-type': 'application/json', nonce },
      payload: {
        billing_address: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          address_1: '12 Analytical Row',
          city: 'Leeds',
          postcode: 'LS1 1AA',
          country: 'GB',
        },
        payment_method: 'bacs',
      },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().data.params).toEqual({ payment_method: 'Please choose one of the payment methods offered.' });
    expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });
});

describe('payment settings', () => {
  it('PAYMENT_METHODS and BANK_DETAILS are read and checked at start', () => {
    const config = readConfig({
      PAYMENT_METHODS: 'cod, bacs',
      BANK_DETAILS: 'Account name: My Shop Ltd; IBAN: GB33BUKB20201555555555',
    });
    expect(config.shop.payment).toEqual({
      methods: ['cod', 'bacs'],
      bankDetails: [
        { label: 'Account name', value: 'My Shop Ltd' },
        { label: 'IBAN', value: 'GB33BUKB20201555555555' },
      ],
    });
    expect(readConfig({}).shop.payment).toEqual(defaultShopSettings.payment);
    expect(() => readConfig({ PAYMENT_METHODS: 'bacs,paypal' })).toThrow(ConfigError);
    expect(() => readConfig({ BANK_DETAILS: 'no colon here' })).toThrow(/BANK_DETAILS is 'Label: value' pairs/);
  });
});
