import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Account, AccountRepository } from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in shopper of this request's session, or undefined for a guest; read lazily once. */
    currentUser(): Promise<Account | undefined>;
  }
}

export const accountsPlugin = fp(
  async (app: FastifyInstance, opts: { accounts: AccountRepository }) => {
    const cache = new WeakMap<FastifyRequest, Promise<Account | undefined>>();
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let found = cache.get(this);
      if (!found) {
        // A session without a user (a guest's cart) needs no second read.
        found = this.sessionHasUser().then(async (user) =>
          user ? opts.accounts.bySession(await this.currentSession()) : undefined,
        );
        cache.set(this, found);
      }
      return found;
    });
  },
  { name: 'statefront-accounts', dependencies: ['statefront-session'] },
);
