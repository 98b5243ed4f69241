import type { Db } from '../db/index';
import type { User } from '../db/schema';

export type Account = Pick<User, 'id' | 'email' | 'name' | 'phone'>;

/** Shoppers' accounts and their meta. Emails arrive normalized (domain/fields). */
export function accountRepository(db: Db) {
  return {
    async byEmail(email: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** The account a live session is logged in to. */
    async bySession(sessionId: string | undefined): Promise<Account | undefined> {
      if (!sessionId) return undefined;
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id', 'users.email', 'users.name', 'users.phone'])
        .where('sessions.id', '=', sessionId)
        .where('sessions.expires_at', '>', new Date())
        .executeTakeFirst();
    },

    /** Undefined when the email is taken (by a concurrent registration too: the unique index decides). */
    async create(user: { email: string; name: string; phone: string | null; password_hash: string }) {
      return db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(['id', 'email', 'name', 'phone'])
        .executeTakeFirst();
    },

    async meta(userId: number): Promise<Record<string, string>> {
      const rows = await db.selectFrom('user_meta').select(['key', 'value']).where('user_id', '=', userId).execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    /** Sets several meta values in one transaction: all are stored or none. */
    async setMeta(userId: number, values: Record<string, string>): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ user_id: userId, key, value }));
      if (rows.length === 0) return;
      await db
        .insertInto('user_meta')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
