import { sql } from 'kysely';
import type { Db } from '../db/index';
import { MAX_LINE_QUANTITY } from './repository';

/**
 * At login, the new session's cart is everything the shopper had: the guest cart they
 * were just filling, plus the cart their account kept from earlier sessions (on this
 * device or another). Lines of the same product add up, capped by stock and by the
 * line maximum; products that ran out meanwhile are dropped. Runs inside the login's
 * transaction, so a failed login changes no cart.
 */
export async function adoptCarts(
  trx: Db,
  opts: { userId: number; sessionId: string; guestSessionId: string | undefined },
): Promise<void> {
  const { userId, sessionId, guestSessionId } = opts;
  const sources = await trx
    .selectFrom('carts')
    .select('id')
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), ...(guestSessionId ? [eb('session_id', '=', guestSessionId)] : [])]),
    )
    .execute();
  const target = await trx
    .insertInto('carts')
    .values({ session_id: sessionId, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (sources.length === 0) return;
  const ids = sources.map((s) => s.id);
  await sql`
    insert into cart_items (cart_id, cart_item_key, product_id, quantity, added_at)
    select ${target.id}, ci.cart_item_key, ci.product_id,
           least(sum(ci.quantity), coalesce(min(p.stock_quantity), ${MAX_LINE_QUANTITY}), ${MAX_LINE_QUANTITY}),
           min(ci.added_at)
      from cart_items ci
      join products p on p.id = ci.product_id
     where ci.cart_id in (${sql.join(ids)})
       and p.stock_status <> 'outofstock'
     group by ci.cart_item_key, ci.product_id
    having least(sum(ci.quantity), coalesce(min(p.stock_quantity), ${MAX_LINE_QUANTITY})) > 0
  `.execute(trx);
  await trx.deleteFrom('carts').where('id', 'in', ids).execute();
}

/**
 * When a session ends, a shopper's cart is kept for their next login (detached from the
 * session); a guest's cart, or an empty one, goes with the session.
 */
export async function releaseCart(trx: Db, sessionId: string): Promise<void> {
  await trx
    .deleteFrom('carts')
    .where('session_id', '=', sessionId)
    .where((eb) =>
      eb.or([
        eb('user_id', 'is', null),
        eb.not(
          eb.exists(eb.selectFrom('cart_items').select('cart_id').whereRef('cart_items.cart_id', '=', 'carts.id')),
        ),
      ]),
    )
    .execute();
  await trx.updateTable('carts').set({ session_id: null }).where('session_id', '=', sessionId).execute();
}
