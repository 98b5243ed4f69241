import { beforeAll, expect, it } from 'vitest';
import { MAX_FAILURES_PER_EMAIL_AND_IP } from '../../server/accounts/throttle';
import { ACCOUNT_MESSAGES } from '../../server/routes/account';
import { SESSION_COOKIE } from '../../server/session/plugin';
import { formNonce, pageConfig, Shopper, testProduct } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const ACCOUNT = '/my-account/';

describeOnDatabases('my account', (database) => {
  const shop = useTestShop(database);
  let productId: number;

  beforeAll(async () => {
    const product = await shop.db
      .insertInto('products')
      .values(testProduct({ slug: 'blue-mug', name: 'Blue mug', sku: 'MUG-1', price_cents: 1200 }))
      .returning('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
  });

  const users = () => shop.db.selectFrom('users').selectAll().execute();

  /** A guest who opened the account page: has a session and the forms' nonces. */
  async function guest(ip?: string) {
    const shopper = new Shopper(shop.app, ip);
    const page = await shopper.get(ACCOUNT);
    expect(page.statusCode).toBe(200);
    return { shopper, html: page.body };
  }

  async function register(fields: Record<string, string>, ip?: string) {
    const { shopper, html } = await guest(ip);
    const response = await shopper.postForm(`${ACCOUNT}register`, {
      _nonce: formNonce(html, `${ACCOUNT}register`),
      ...fields,
    });
    return { shopper, response };
  }

  async function logIn(shopper: Shopper, email: string, password: string) {
    const html = (await shopper.get(ACCOUNT)).body;
    return shopper.postForm(`${ACCOUNT}login`, { _nonce: formNonce(html, `${ACCOUNT}login`), email, password });
  }

  it('shows a guest the login and registration forms, and a "Log in" link in the header', async () => {
    const { html } = await guest();
    expect(html).toContain('action="/my-account/login"');
    expect(html).toContain('action="/my-account/register"');
    expect(html).toMatch(/class="account-link" href="\/my-account\/" aria-current="page">Log in</);
  });

  it('registers a shopper, logs them in on a new session, and shows who is logged in', async () => {
    const { shopper, html } = await guest();
    const guestSession = shopper.cookies.get(SESSION_COOKIE);
    const response = await shopper.postForm(`${ACCOUNT}register`, {
      _nonce: formNonce(html, `${ACCOUNT}register`),
      name: 'Ada Lovelace',
      email: ' Ada@Example.com ',
      phone: '+44 (20) 7946-0958',
      password: 'analytical engine',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(ACCOUNT);
    expect(shopper.cookies.get(SESSION_COOKIE)).not.toBe(guestSession);

    const page = await shopper.get(ACCOUNT);
    expect(page.body).toContain('Hello Ada Lovelace');
    expect(page.body).toContain('ada@example.com');
    expect(page.body).toContain('+442079460958');
    expect(page.body).toContain('action="/my-account/logout"');
    expect(page.body).toMatch(/class="account-link" href="\/my-account\/" aria-current="page">My account</);

    const [stored] = (await users()).filter((u) => u.email === 'ada@example.com');
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    expect(stored?.password_hash).not.toContain('analytical');
  });

  it('refuses a registration that breaks the field rules, says why beside each field, and stores nothing', async () => {
    const before = (await users()).length;
    const { response } = await register({ name: '', email: 'not-an-email', phone: '12 34', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Name is required.');
    expect(response.body).toContain('Please enter a valid email address.');
    expect(response.body).toContain('Please enter a valid phone number');
    expect(response.body).toContain('Please use a password of at least 8 characters.');
    expect(response.body).toContain('value="not-an-email"');
    expect(response.body).not.toContain('value="short"');
    expect(response.body).toContain('aria-invalid="true"');
    expect(await users()).toHaveLength(before);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await register({ name: 'Grace', email: 'grace@example.com', phone: '', password: 'compilers rock' });
    const before = (await users()).length;
    const { response } = await register({
      name: 'Other',
      email: 'GRACE@example.com',
      phone: '',
      password: 'another one',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain(ACCOUNT_MESSAGES.emailTaken);
    expect(await users()).toHaveLength(before);
  });

  it('gives the same message for an unknown email and a wrong password', async () => {
    await register({ name: 'Alan', email: 'alan@example.com', phone: '', password: 'enigma machine' });
    const { shopper } = await guest();
    const wrongPassword = await logIn(shopper, 'alan@example.com', 'bombe machine');
    const unknownEmail = await logIn(shopper, 'nobody@example.com', 'enigma machine');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(ACCOUNT_MESSAGES.badLogin);
    }
    expect((await shopper.get(ACCOUNT)).body).not.toContain('Hello Alan');
  });

  it('logs in on a rotated session id and keeps the guest cart', async () => {
    await register({ name: 'Edsger', email: 'edsger@example.com', phone: '', password: 'goto considered' });
    const { shopper } = await guest('198.51.100.20');
    expect((await shopper.get(`/shop/?add-to-cart=${productId}`)).statusCode).toBe(303);
    const guestSession = shopper.cookies.get(SESSION_COOKIE)!;

    const response = await logIn(shopper, 'edsger@example.com', 'goto considered');
    expect(response.statusCode).toBe(303);
    const session = shopper.cookies.get(SESSION_COOKIE)!;
    expect(session).not.toBe(guestSession);
    expect(await shop.db.selectFrom('sessions').where('id', '=', guestSession).selectAll().execute()).toEqual([]);

    const page = await shopper.get(ACCOUNT);
    expect(page.body).toContain('Hello Edsger');
    expect(page.body).toContain('Blue mug');
    // The old session id is worth nothing now.
    const stale = new Shopper(shop.app);
    stale.cookies.set(SESSION_COOKIE, guestSession);
    expect((await stale.get(ACCOUNT)).body).not.toContain('Hello Edsger');
  });

  it('locks out an address after repeated failures for one email, even with the right password then', async () => {
    await register({ name: 'Barbara', email: 'barbara@example.com', phone: '', password: 'liskov substitution' });
    const { shopper } = await guest('192.0.2.50');
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL_AND_IP; i++) {
      expect((await logIn(shopper, 'barbara@example.com', `wrong ${i}`)).statusCode).toBe(401);
    }
    const locked = await logIn(shopper, 'barbara@example.com', 'liskov substitution');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain(ACCOUNT_MESSAGES.throttled);
    expect((await shopper.get(ACCOUNT)).body).not.toContain('Hello Barbara');

    // The limit is for that email from that address: the shopper elsewhere still gets in.
    const { shopper: elsewhere } = await guest('192.0.2.51');
    expect((await logIn(elsewhere, 'barbara@example.com', 'liskov substitution')).statusCode).toBe(303);
  });

  it('refuses a login or registration posted without the form nonce, and changes nothing', async () => {
    await register({ name: 'Ken', email: 'ken@example.com', phone: '', password: 'unix philosophy' });
    const { shopper } = await guest();
    const before = (await users()).length;
    const login = await shopper.postForm(`${ACCOUNT}login`, { email: 'ken@example.com', password: 'unix philosophy' });
    const registration = await shopper.postForm(`${ACCOUNT}register`, {
      _nonce: 'A'.repeat(22),
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'sneaky sneaky',
    });
    expect([login.statusCode, registration.statusCode]).toEqual([403, 403]);
    expect(login.body).toContain(ACCOUNT_MESSAGES.expired);
    expect(await users()).toHaveLength(before);
    expect((await shopper.get(ACCOUNT)).body).not.toContain('Hello Ken');
  });

  it('logs out with the nonce only, ending the session', async () => {
    const { shopper } = await register({
      name: 'Radia',
      email: 'radia@example.com',
      phone: '',
      password: 'spanning tree',
    });
    const session = shopper.cookies.get(SESSION_COOKIE)!;
    const forged = await shopper.postForm(`${ACCOUNT}logout`, { _nonce: 'B'.repeat(22) });
    expect(forged.statusCode).toBe(403);
    expect((await shopper.get(ACCOUNT)).body).toContain('Hello Radia');

    const html = (await shopper.get(ACCOUNT)).body;
    const out = await shopper.postForm(`${ACCOUNT}logout`, { _nonce: formNonce(html, `${ACCOUNT}logout`) });
    expect(out.statusCode).toBe(303);
    expect(shopper.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await shop.db.selectFrom('sessions').where('id', '=', session).selectAll().execute()).toEqual([]);
    expect((await shopper.get(ACCOUNT)).body).toContain('action="/my-account/login"');
  });

  it("keeps a shopper's cart across sessions and devices, adding a guest cart to it at login", async () => {
    const { shopper } = await register(
      {
        name: 'Grace',
        email: 'grace.hopper@example.com',
        phone: '',
        password: 'compilers rock',
      },
      '198.51.100.40',
    );
    expect((await shopper.get(`/shop/?add-to-cart=${productId}&quantity=2`)).statusCode).toBe(303);
    const html = (await shopper.get(ACCOUNT)).body;
    await shopper.postForm(`${ACCOUNT}logout`, { _nonce: formNonce(html, `${ACCOUNT}logout`) });
    // The next person at this computer finds an empty cart.
    expect((await shopper.get('/cart/')).body).toContain('Your cart is currently empty.');

    // Another device: a guest adds one more, then logs in; the lines add up.
    const { shopper: phone } = await guest('198.51.100.30');
    expect((await phone.get(`/shop/?add-to-cart=${productId}`)).statusCode).toBe(303);
    expect((await logIn(phone, 'grace.hopper@example.com', 'compilers rock')).statusCode).toBe(303);
    const cart = (await phone.get('/cart/')).body;
    expect(cart).toContain('Blue mug');
    expect(cart).toMatch(/name="cart\[[0-9a-f]+\]\[qty\]"[^>]*value="3"/);
    const carts = await shop.db
      .selectFrom('carts')
      .select(['session_id', 'user_id'])
      .where('user_id', 'is not', null)
      .execute();
    expect(carts.filter((c) => c.session_id === null)).toEqual([]);
  });

  it('lets guests and logged-in shoppers both browse the storefront', async () => {
    const { shopper } = await register({ name: 'Tim', email: 'tim@example.com', phone: '', password: 'hypertext web' });
    expect((await shopper.get('/shop/')).statusCode).toBe(200);
    expect((await new Shopper(shop.app).get('/shop/')).statusCode).toBe(200);
  });

  it('puts a REST nonce in the page configuration only when the shopper has a session', async () => {
    const stranger = await new Shopper(shop.app).get('/shop/');
    expect(pageConfig(stranger.body).nonce).toBeUndefined();
    expect(stranger.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // Opening the account page makes no session; adding to the cart does.
    const { shopper } = await guest();
    expect(pageConfig((await shopper.get('/shop/')).body).nonce).toBeUndefined();
    await shopper.postForm('/cart-api/add_to_cart', { product_id: String(productId) });
    expect(pageConfig((await shopper.get('/shop/')).body).nonce).toMatch(/^[\w-]{22}$/);
  });
});
