import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountFormView, AccountView } from '../../ui/account/types';
import type { Account } from '../accounts/repository';
import { ACCOUNT_URL } from './layout';

export const LOGIN_URL = `${ACCOUNT_URL}login`;
export const REGISTER_URL = `${ACCOUNT_URL}register`;
export const LOGOUT_URL = `${ACCOUNT_URL}logout`;

/** One nonce action per form, so a token lifted from one form cannot post another. */
export const ACCOUNT_NONCES = {
  login: 'account_login',
  register: 'account_register',
  logout: 'account_logout',
} as const;

type FormOverrides = Partial<Pick<AccountFormView, 'values' | 'errors'>>;

/** The guest's forms. Looking at them creates no session: their nonces are signed (decision 0143). */
export async function guestView(
  request: FastifyRequest,
  reply: FastifyReply,
  overrides: { login?: FormOverrides; register?: FormOverrides } = {},
): Promise<AccountView> {
  const { shop } = request.server;
  const login = await shop.formNonces.issue(request, reply, ACCOUNT_NONCES.login);
  const register = await shop.formNonces.issue(request, reply, ACCOUNT_NONCES.register);
  return {
    kind: 'guest',
    login: { action: LOGIN_URL, nonce: login, values: {}, errors: {}, ...overrides.login },
    register: { action: REGISTER_URL, nonce: register, values: {}, errors: {}, ...overrides.register },
  };
}

/** A logged-in shopper's details and logout button. */
export async function customerView(request: FastifyRequest, reply: FastifyReply, user: Account): Promise<AccountView> {
  const { shop } = request.server;
  const session = await request.ensureSession(reply);
  return {
    kind: 'customer',
    name: user.name,
    email: user.email,
    phone: user.phone,
    logout: { action: LOGOUT_URL, nonce: await shop.nonces.issue(session, ACCOUNT_NONCES.logout) },
  };
}
