import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultShopSettings, readConfig } from '../../server/config';
import {
  MAIL_PERMANENT_ATTEMPTS,
  queueMail,
  retryDelayMs,
  sendDueMail,
  startMailSender,
} from '../../server/mail/outbox';
import { folderTransport, type MailTransport, smtpTransport } from '../../server/mail/transport';
import { LEEDS_BILLING, placeByForm, placedOrderId, seedMug } from '../support/checkout';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';
import { startTestMailServer, type TestMailServer } from '../support/smtp';

const FROM = { name: defaultShopSettings.name, address: defaultShopSettings.shopEmail };
const BILLING = LEEDS_BILLING;
const later = (ms: number) => new Date(Date.now() + ms);

describeOnDatabases('the mail outbox', (database) => {
  let mug: number;
  const shop = useTestShop(database, {
    seed: [
      seedMug((id) => {
        mug = id;
      }),
    ],
  });
  let smtp: TestMailServer;
  let transport: MailTransport;
  beforeAll(async () => {
    smtp = await startTestMailServer();
    transport = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
  });

  /** A shopper with two mugs in the cart places the order through the form; gives the order's id. */
  async function placeOrder(billing: Record<string, string> = BILLING): Promise<number> {
    const res = await placeByForm(shop.app, mug, billing);
    expect(res.statusCode).toBe(303);
    return placedOrderId(res);
  }

  const forOrder = (id: number) =>
    smtp.arrived.filter((m) => m.subject.includes(`#${id} `) || m.subject.endsWith(`#${id}`));
  const unsent = async () =>
    (await shop.db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).execute()).filter(
      (r) => r.failed_at === null,
    );

  it('an order queues the shopper’s and the shop’s e-mails with it; the sender delivers them over SMTP, HTML and text', async () => {
    const id = await placeOrder();
    const queued = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(queued.map((r) => [r.kind, r.recipient, r.sent_at])).toEqual([
      ['order-received', 'ada@example.com', null],
      ['new-order', defaultShopSettings.shopEmail, null],
    ]);

    expect(await sendDueMail(shop.db, transport, { from: FROM })).toEqual({ sent: 2, failed: 0 });
    const [received, newOrder] = forOrder(id);
    expect(received).toMatchObject({
      to: 'ada@example.com',
      subject: `Your Statefront Supply order #${id} has been received`,
    });
    expect(received?.text).toContain('Blue mug × 2: $25.00');
    expect(received?.text).toContain('Total: $25.00');
    expect(received?.text).toContain('Leeds LS1 1AA');
    expect(received?.html).toMatch(/<th scope="row"[^>]*>Total<\/th><td[^>]*>\$25\.00<\/td>/);
    expect(received?.html).toContain('$25.00');
    expect(received?.raw).toMatch(/^From: "?Statefront Supply"? <shop@statefront\.example>/m);
    expect(newOrder).toMatchObject({
      to: defaultShopSettings.shopEmail,
      replyTo: 'ada@example.com',
      subject: `[Statefront Supply] New order #${id}`,
    });
    expect(newOrder?.text).toContain('You have received an order from Ada Lovelace.');
    expect(await unsent()).toEqual([]);
    // Sent once: a second round finds nothing.
    expect(await sendDueMail(shop.db, transport, { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(forOrder(id)).toHaveLength(2);
  });

  it('escapes every value the shopper typed in the HTML e-mail', async () => {
    const id = await placeOrder({ ...BILLING, billing_name: 'Ada <img src=x onerror=alert(1)> Byron' });
    await sendDueMail(shop.db, transport, { from: FROM });
    const [received] = forOrder(id);
    expect(received?.html).not.toContain('<img src=x');
    expect(received?.html).toContain('Ada &lt;img src=x onerror=alert(1)&gt; Byron');
  });

  it('a mail server that is down fails no checkout; every e-mail arrives, once, after it is back', async () => {
    await smtp.stop();
    const ids = [await placeOrder(), await placeOrder(), await placeOrder()];
    const failures: string[] = [];
    const round = await sendDueMail(shop.db, transport, { from: FROM, onFailure: (l) => failures.push(l) });
    expect(round.sent).toBe(0);
    const waiting = await unsent();
    expect(waiting).toHaveLength(6);
    // Nothing in the log or the row names an address.
    for (const line of [...failures, ...waiting.map((r) => r.last_error ?? '')]) expect(line).not.toMatch(/@/);
    expect(failures.join('\n')).toMatch(/not sent, try 1/);
    // Too soon for another try: nothing is claimed.
    expect(await sendDueMail(shop.db, transport, { from: FROM, now: later(1000) })).toEqual({ sent: 0, failed: 0 });

    await smtp.start();
    const round2 = await sendDueMail(shop.db, transport, { from: FROM, now: later(retryDelayMs(1) + 1000) });
    expect(round2).toEqual({ sent: 6, failed: 0 });
    for (const id of ids)
      expect(
        forOrder(id)
          .map((m) => m.to)
          .sort(),
      ).toEqual(['ada@example.com', defaultShopSettings.shopEmail]);
    expect(await unsent()).toEqual([]);
  });

  it('two app servers sending at the same time never send one e-mail twice', async () => {
    const before = smtp.arrived.length;
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) ids.push(await placeOrder());
    const other = smtpTransport(smtp.url);
    try {
      const rounds = await Promise.all([
        sendDueMail(shop.db, transport, { from: FROM }),
        sendDueMail(shop.db, other, { from: FROM }),
        sendDueMail(shop.db, transport, { from: FROM }),
      ]);
      // Up to MAIL_BATCH each; whatever is left, the next rounds send.
      while ((await unsent()).length > 0) {
        await Promise.all([
          sendDueMail(shop.db, transport, { from: FROM }),
          sendDueMail(shop.db, other, { from: FROM }),
        ]);
      }
      expect(rounds.every((r) => r.failed === 0)).toBe(true);
    } finally {
      other.close();
    }
    const fresh = smtp.arrived.slice(before);
    expect(fresh).toHaveLength(30);
    expect(new Set(fresh.map((m) => m.messageId)).size).toBe(30);
  });

  it('the background sender delivers on its own, and at once when nudged', async () => {
    const sender = startMailSender(shop.db, smtpTransport(smtp.url), { from: FROM, intervalMs: 50 });
    try {
      const id = await placeOrder();
      await expect.poll(() => forOrder(id).length, { timeout: 10_000 }).toBe(2);
      const next = await placeOrder();
      sender.nudge();
      await expect.poll(() => forOrder(next).length, { timeout: 10_000 }).toBe(2);
    } finally {
      await sender.stop();
    }
  });

  it('a recipient the server refuses for good is tried a few times, then kept as failed', async () => {
    smtp.refuse.add('nobody@example.com');
    const id = await placeOrder({ ...BILLING, billing_email: 'nobody@example.com' });
    let now = Date.now();
    for (let attempt = 1; attempt <= MAIL_PERMANENT_ATTEMPTS; attempt++) {
      await sendDueMail(shop.db, transport, { from: FROM, now: new Date(now) });
      now += retryDelayMs(attempt) + 1000;
    }
    const row = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('order_id', '=', id)
      .where('kind', '=', 'order-received')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(MAIL_PERMANENT_ATTEMPTS);
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/550/);
    expect(row.last_error).not.toMatch(/@/);
    // The shop's own copy went through.
    expect(forOrder(id).map((m) => m.to)).toEqual([defaultShopSettings.shopEmail]);
    expect(await sendDueMail(shop.db, transport, { from: FROM, now: new Date(now + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('without SMTP_URL each e-mail is written to the outbox folder as an .eml file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statefront-outbox-'));
    const id = await placeOrder();
    await sendDueMail(shop.db, folderTransport(dir), { from: FROM });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const eml = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(eml).toContain(`order #${id} has been received`);
    expect(eml).toMatch(/^Content-Type: text\/html/m);
    expect(eml).toMatch(/^Content-Type: text\/plain/m);
  });

  it('an e-mail queued in a transaction that rolls back is never sent', async () => {
    await shop.db
      .transaction()
      .execute(async (trx) => {
        await queueMail(trx, [{ kind: 'test', recipient: 'x@example.com', subject: 's', html: '<p>h</p>', text: 'h' }]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await shop.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'test').execute()).toEqual([]);
  });
});

describe('mail settings', () => {
  it('SMTP_URL and SHOP_EMAIL are read; a bad SMTP_URL ends the start with a line that does not repeat its password', () => {
    const config = readConfig({
      SMTP_URL: 'smtp://user:secret@mail.example:587',
      SHOP_EMAIL: 'orders@shop.example',
      DATA_DIR: '/tmp/x',
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://user:secret@mail.example:587', outboxDir: '/tmp/x/outbox' });
    expect(config.shop.shopEmail).toBe('orders@shop.example');
    expect(readConfig({ DATA_DIR: '/tmp/x' }).mail).toEqual({ outboxDir: '/tmp/x/outbox' });
    expect(() => readConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(ConfigError);
    try {
      readConfig({ SMTP_URL: 'smtp://user:se cret@mail.example:99999' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^SMTP_URL/);
      expect((error as Error).message).not.toContain('se cret');
    }
    expect(() => readConfig({ SHOP_EMAIL: 'not an address' })).toThrow(/SHOP_EMAIL must be an e-mail address/);
  });
});
