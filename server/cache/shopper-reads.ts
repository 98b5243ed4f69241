import { type Db, notificationSourceOf } from '../db/index';
import { SHOPPER_CHANNEL } from '../db/migrations/016_kept_reads';
import { type CatalogueChanges, catalogueChanges } from './catalogue-changes';

/**
 * When a shopper's session and cart may be kept in memory (docs/decisions/0309): on
 * embedded PGlite only, where this process makes every write itself and hears each one
 * (migration 016 for sessions and carts, 008 for the products a cart shows) before the
 * write returns, so the next request never reads a kept value older than a write. The
 * feed is live while both are heard and moves with either. On Postgres a notification
 * comes over another connection after the commit, later than the next request of the
 * shopper who wrote (on this app server or another): no feed, nothing kept.
 */
export function shopperChanges(
  db: Db,
  catalogue: CatalogueChanges,
  onLost: (reason: string) => void,
): CatalogueChanges | undefined {
  if (notificationSourceOf(db)?.kind !== 'pglite') return undefined;
  const own = catalogueChanges(db, onLost, SHOPPER_CHANNEL);
  return {
    get live() {
      return catalogue.live && own.live;
    },
    get generation() {
      return catalogue.generation + own.generation;
    },
    subscribe(listener) {
      catalogue.subscribe(listener);
      own.subscribe(listener);
    },
    start: () => own.start(),
    stop: () => own.stop(),
  };
}
