import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GUEST_COOKIE } from '../../server/session/guest-nonces';
import { formNonce, pageConfig, Shopper } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const ME = '/api/statefront/v1/users/me?_locale=user';
const NONCE = '/api/statefront/v1/nonce';
const DISMISS = { statefront_meta: { coming_soon_banner_dismissed: 'yes' } };

describeOnDatabases('REST API', (database) => {
  const shop = useTestShop(database, { settings: { comingSoon: true } });

  let emails = 0;
  /** A registered, logged-in shopper and the REST nonce their pages carry. */
  async function loggedIn() {
    // Each from an address of its own: an address may register only so many accounts an hour.
    const shopper = new Shopper(shop.app, `203.0.113.${100 + (emails % 100)}`);
    const html = (await shopper.get('/my-account/')).body;
    const registered = await shopper.postForm('/my-account/register', {
      _nonce: formNonce(html, '/my-account/register'),
      name: 'Shopper',
      email: `shopper${++emails}@example.com`,
      password: 'long enough password',
    });
    expect(registered.statusCode).toBe(303);
    const nonce = pageConfig((await shopper.get('/shop/')).body).nonce as string;
    const user = await shop.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `shopper${emails}@example.com`)
      .executeTakeFirstOrThrow();
    return { shopper, nonce, userId: user.id };
  }

  const json = (
    shopper: Shopper,
    nonce: string | undefined,
    options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
  ) =>
    shopper.request({
      ...options,
      headers: {
        ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(nonce ? { 'x-statefront-nonce': nonce } : {}),
        ...options.headers,
      },
    });

  const metaOf = async (userId: number) =>
    shop.db.selectFrom('user_meta').select(['key', 'value']).where('user_id', '=', userId).execute();

  describe('nonce route', () => {
    it('gives a visitor without a session a signed nonce, creating no session', async () => {
      const shopper = new Shopper(shop.app);
      const response = await shopper.request({ method: 'POST', url: NONCE });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ nonce: expect.stringMatching(/^\d+\.[\w-]{43}$/) });
      expect(response.headers['cache-control']).toBe('no-store');
      expect([...shopper.cookies.keys()]).toEqual([GUEST_COOKIE]);
      // It is a good nonce: the call goes on to say the visitor is not logged in.
      const me = await shopper.request({
        method: 'GET',
        url: ME,
        headers: { 'x-statefront-nonce': response.json().nonce },
      });
      expect(me.json()).toMatchObject({ code: 'rest_not_logged_in' });
    });

    it('gives a shopper with a session their session’s nonce', async () => {
      const { shopper } = await loggedIn();
      const response = await shopper.request({ method: 'POST', url: NONCE });
      expect(response.json()).toEqual({ nonce: expect.stringMatching(/^[\w-]{22}$/) });
    });

    it('refuses GET: handing out a nonce may create a session', async () => {
      const response = await new Shopper(shop.app).get(NONCE);
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 405 } });
    });
  });

  describe('users/me', () => {
    it('stores the dismissal, so later pages no longer carry the coming-soon banner', async () => {
      const { shopper, nonce, userId } = await loggedIn();
      expect((await shopper.get('/shop/')).body).toContain('coming-soon-banner');
      const response = await json(shopper, nonce, { method: 'POST', url: ME, payload: DISMISS });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: userId,
        name: 'Shopper',
        statefront_meta: { coming_soon_banner_dismissed: 'yes' },
      });
      expect(await metaOf(userId)).toEqual([{ key: 'coming_soon_banner_dismissed', value: 'yes' }]);
      expect((await shopper.get('/shop/')).body).not.toContain('coming-soon-banner');
    });

    it.each(['PATCH', 'PUT'])('accepts POST with X-HTTP-Method-Override: %s', async (method) => {
      const { shopper, nonce, userId } = await loggedIn();
      const response = await json(shopper, nonce, {
        method: 'POST',
        url: ME,
        payload: DISMISS,
        headers: { 'x-http-method-override': method },
      });
      expect(response.statusCode).toBe(200);
      expect(await metaOf(userId)).toHaveLength(1);
    });

    it('answers an expired nonce with rest_cookie_invalid_nonce, and a fresh nonce then works', async () => {
      const { shopper, nonce, userId } = await loggedIn();
      await shop.db
        .updateTable('nonces')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token', '=', nonce)
        .execute();
      const stale = await json(shopper, nonce, { method: 'POST', url: ME, payload: DISMISS });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual({
        code: 'rest_cookie_invalid_nonce',
        message: 'The nonce has expired.',
        data: { status: 403 },
      });
      expect(await metaOf(userId)).toEqual([]);

      const fresh = (await shopper.request({ method: 'POST', url: NONCE })).json().nonce;
      expect(fresh).not.toBe(nonce);
      expect((await json(shopper, fresh, { method: 'POST', url: ME, payload: DISMISS })).statusCode).toBe(200);
    });

    it('answers a guest with rest_not_logged_in', async () => {
      const shopper = new Shopper(shop.app);
      const nonce = (await shopper.request({ method: 'POST', url: NONCE })).json().nonce;
      const response = await json(shopper, nonce, { method: 'POST', url: ME, payload: DISMISS });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
    });
  });

  describe('bad input gets a clear 4xx and changes nothing', () => {
    const cases: [
      string,
      (nonce: string) => Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
      boolean,
      number,
      string,
    ][] = [
      [
        'invalid JSON',
        () => ({ method: 'POST', url: ME, payload: '{"statefront_meta": {' }),
        true,
        400,
        'rest_invalid_json',
      ],
      ['an empty JSON body', () => ({ method: 'POST', url: ME, payload: '' }), true, 400, 'rest_invalid_json'],
      [
        'a missing nonce',
        () => ({ method: 'POST', url: ME, payload: DISMISS }),
        false,
        403,
        'rest_cookie_invalid_nonce',
      ],
      [
        'a made-up nonce',
        () => ({ method: 'POST', url: ME, payload: DISMISS, headers: { 'x-statefront-nonce': 'C'.repeat(22) } }),
        false,
        403,
        'rest_cookie_invalid_nonce',
      ],
      ['a wrong method', () => ({ method: 'DELETE', url: ME }), true, 405, 'rest_no_route'],
      [
        'a wrong method by override',
        () => ({ method: 'POST', url: ME, payload: DISMISS, headers: { 'x-http-method-override': 'DELETE' } }),
        true,
        405,
        'rest_no_route',
      ],
      [
        'a bogus method override',
        () => ({ method: 'POST', url: ME, payload: DISMISS, headers: { 'x-http-method-override': 'GET' } }),
        true,
        400,
        'rest_invalid_method_override',
      ],
      [
        'an unknown field',
        () => ({ method: 'POST', url: ME, payload: { ...DISMISS, email: 'evil@example.com' } }),
        true,
        400,
        'rest_invalid_param',
      ],
      [
        'an unknown meta key',
        () => ({
          method: 'POST',
          url: ME,
          payload: { statefront_meta: { coming_soon_banner_dismissed: 'yes', is_admin: 'yes' } },
        }),
        true,
        400,
        'rest_invalid_param',
      ],
      [
        'a meta value it does not accept',
        () => ({ method: 'POST', url: ME, payload: { statefront_meta: { coming_soon_banner_dismissed: 'maybe' } } }),
        true,
        400,
        'rest_invalid_param',
      ],
      [
        'a body that is not an object',
        () => ({ method: 'POST', url: ME, payload: '["yes"]' }),
        true,
        400,
        'rest_invalid_param',
      ],
      [
        'a form-encoded body',
        () => ({
          method: 'POST',
          url: ME,
          payload: 'statefront_meta=yes',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        true,
        415,
        'rest_unsupported_media_type',
      ],
      [
        'a body too large',
        () => ({ method: 'POST', url: ME, payload: JSON.stringify({ statefront_meta: { x: 'y'.repeat(20_000) } }) }),
        true,
        413,
        'rest_body_too_large',
      ],
      [
        'an unknown route',
        () => ({ method: 'POST', url: '/api/statefront/v1/users/1', payload: DISMISS }),
        true,
        404,
        'rest_no_route',
      ],
    ];

    it.each(cases)('%s', async (_name, make, withNonce, status, code) => {
      const { shopper, nonce, userId } = await loggedIn();
      const response = await json(shopper, withNonce ? nonce : undefined, make(nonce));
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(body).toMatchObject({ code, message: expect.any(String), data: { status } });
      expect(body.message.length).toBeGreaterThan(5);
      expect(await metaOf(userId)).toEqual([]);
    });

    it('names the offending parameters', async () => {
      const { shopper, nonce } = await loggedIn();
      const response = await json(shopper, nonce, {
        method: 'POST',
        url: ME,
        payload: { statefront_meta: { coming_soon_banner_dismissed: 'maybe' }, email: 'x' },
      });
      expect(Object.keys(response.json().data.params).sort()).toEqual([
        'email',
        'statefront_meta.coming_soon_banner_dismissed',
      ]);
    });
  });
});
