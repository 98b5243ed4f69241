import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_FIELDS, normalizeEmail, normalizePhone, REGISTER_FIELDS } from '../../domain/fields';
import type { Notice } from '../../domain/notice';
import type { AccountView } from '../../ui/account/types';
import { parseForm } from '../accounts/forms';
import { decoyHash, hashPassword, verifyPassword } from '../accounts/passwords';
import { logIn, logOut } from '../accounts/sessions';
import {
  LOGIN_WINDOW_MINUTES,
  loginThrottle,
  REGISTRATION_WINDOW_MINUTES,
  registrationThrottle,
} from '../accounts/throttle';
import {
  customerView,
  guestView,
  LOGIN_URL,
  LOGOUT_URL,
  ACCOUNT_NONCES as NONCE,
  REGISTER_URL,
} from '../views/account';
import { ACCOUNT_URL, layoutFor } from '../views/layout';

export const ACCOUNT_MESSAGES = {
  // One message for an unknown email and a wrong password: it must not tell which.
  badLogin: 'Unknown email address or incorrect password.',
  throttled: 'Too many failed login attempts. Please try again in a few minutes.',
  tooManyRegistrations: 'Too many accounts were registered from your network. Please try again later.',
  expired: 'Your session has expired. Please try again.',
  emailTaken: 'An account is already registered with that email address. Please log in.',
} as const;

/**
 * The my-account page: login and registration for guests, the account
 * details and a logout button for a logged-in shopper. Plain forms that post and
 * redirect, so they work without JavaScript; the browser checks the same rules first.
 */
export async function accountRoutes(app: FastifyInstance) {
  const { shop } = app;
  const throttle = loginThrottle(shop.db);
  const registrations = registrationThrottle(shop.db);

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    account: AccountView,
    opts: { status?: number; notices?: Notice[] } = {},
  ) {
    const layout = await layoutFor(shop, request, reply, { currentPath: ACCOUNT_URL, notices: opts.notices ?? [] });
    return reply.page('account', { layout, account }, { title: `My account – ${shop.settings.name}` }, opts.status);
  }

  async function nonceIsValid(request: FastifyRequest, action: string): Promise<boolean> {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return (await shop.formNonces.check(request, action, body._nonce)) === 'valid';
  }

  const expiredNotice: Notice = { kind: 'error', text: ACCOUNT_MESSAGES.expired };

  app.get(ACCOUNT_URL, async (request, reply) => {
    const user = await request.currentUser();
    return render(request, reply, user ? await customerView(request, reply, user) : await guestView(request, reply));
  });

  app.post(LOGIN_URL, async (request, reply) => {
    if (await request.currentUser()) return reply.redirect(ACCOUNT_URL, 303);
    if (!(await nonceIsValid(request, NONCE.login))) {
      return render(request, reply, await guestView(request, reply), { status: 403, notices: [expiredNotice] });
    }
    const form = parseForm(LOGIN_FIELDS, request.body);
    if (!form.ok) {
      const login = { values: { email: form.values.email ?? '' }, errors: form.errors as Record<string, string> };
      return render(request, reply, await guestView(request, reply, { login }), { status: 400 });
    }
    const email = normalizeEmail(form.values.email);
    const again = { login: { values: { email: form.values.email } } };
    // Counted before the password hash runs, so a burst cannot all slip in under the limit.
    if ((await throttle.attempt(email, request.ip)) === 'locked') {
      reply.header('retry-after', String(LOGIN_WINDOW_MINUTES * 60));
      return render(request, reply, await guestView(request, reply, again), {
        status: 429,
        notices: [{ kind: 'error', text: ACCOUNT_MESSAGES.throttled }],
      });
    }
    const user = await shop.accounts.byEmail(email);
    // An unknown email still costs one scrypt, so timing does not tell it from a wrong password.
    const matches = await verifyPassword(form.values.password, user?.password_hash ?? (await decoyHash));
    if (!user || !matches) {
      return render(request, reply, await guestView(request, reply, again), {
        status: 401,
        notices: [{ kind: 'error', text: ACCOUNT_MESSAGES.badLogin }],
      });
    }
    await throttle.succeeded(email, request.ip);
    await logIn(shop.db, request, reply, user.id, shop.settings.sessionDays);
    return reply.redirect(ACCOUNT_URL, 303);
  });

  app.post(REGISTER_URL, async (request, reply) => {
    if (await request.currentUser()) return reply.redirect(ACCOUNT_URL, 303);
    if (!(await nonceIsValid(request, NONCE.register))) {
      return render(request, reply, await guestView(request, reply), { status: 403, notices: [expiredNotice] });
    }
    const form = parseForm(REGISTER_FIELDS, request.body);
    if (!form.ok) {
      const { password: _never, ...values } = form.values;
      const register = { values: values as Record<string, string>, errors: form.errors as Record<string, string> };
      return render(request, reply, await guestView(request, reply, { register }), { status: 400 });
    }
    const { name, email, phone, password } = form.values;
    // Each registration costs a memory-hard hash: an address gets a handful an hour.
    if ((await registrations.attempt(request.ip)) === 'locked') {
      const { password: _never, ...values } = form.values;
      reply.header('retry-after', String(REGISTRATION_WINDOW_MINUTES * 60));
      return render(request, reply, await guestView(request, reply, { register: { values } }), {
        status: 429,
        notices: [{ kind: 'error', text: ACCOUNT_MESSAGES.tooManyRegistrations }],
      });
    }
    const created = await shop.accounts.create({
      email: normalizeEmail(email),
      name: name.trim(),
      phone: phone.trim() === '' ? null : normalizePhone(phone),
      password_hash: await hashPassword(password),
    });
    if (!created) {
      const register = { values: { name, email, phone }, errors: { email: ACCOUNT_MESSAGES.emailTaken } };
      return render(request, reply, await guestView(request, reply, { register }), { status: 409 });
    }
    await logIn(shop.db, request, reply, created.id, shop.settings.sessionDays);
    return reply.redirect(ACCOUNT_URL, 303);
  });

  app.post(LOGOUT_URL, async (request, reply) => {
    const user = await request.currentUser();
    if (!user) return reply.redirect(ACCOUNT_URL, 303);
    if (!(await nonceIsValid(request, NONCE.logout))) {
      return render(request, reply, await customerView(request, reply, user), {
        status: 403,
        notices: [expiredNotice],
      });
    }
    await logOut(shop.db, request, reply);
    return reply.redirect(ACCOUNT_URL, 303);
  });
}
