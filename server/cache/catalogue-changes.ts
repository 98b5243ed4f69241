import pg from 'pg';
import { type Db, notificationSourceOf } from '../db/index';
import { CATALOGUE_CHANNEL } from '../db/migrations/008_catalogue_changes';

/** First wait before listening again after the connection is lost; doubled up to the last. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Whether the catalogue changed since something was read from it, as the database tells
 * every app server (a trigger notifies on each committed catalogue write, migration 008).
 * Caches of catalogue pages and reads keep an entry only while changes are heard (`live`):
 * while the connection that hears them is down, a change could go unnoticed, so nothing
 * is cached until it is back (docs/decisions/0160).
 */
export interface CatalogueChanges {
  /** True while every catalogue change is heard. */
  readonly live: boolean;
  /** Moves on with every change heard, and when hearing stops or starts again. */
  readonly generation: number;
  /** `listener` runs on every move of `generation`. */
  subscribe(listener: () => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The catalogue's changes on `db` (or those announced on another `channel`: sessions and
 * carts, migration 016). `onLost` hears, once per outage, that changes are not heard
 * (caching stops until they are). A database opened otherwise than by `openDatabase` gives
 * a feed that is never live: nothing is cached, nothing is wrong.
 */
export function catalogueChanges(
  db: Db,
  onLost: (reason: string) => void = () => {},
  channel: string = CATALOGUE_CHANNEL,
): CatalogueChanges {
  const source = notificationSourceOf(db);
  const listeners: (() => void)[] = [];
  let live = false;
  let generation = 0;
  let stopped = false;
  let stopListening: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const move = (nowLive: boolean) => {
    live = nowLive;
    generation += 1;
    for (const listener of listeners) listener();
  };

  const lost = (reason: string) => {
    if (stopped || !live) return;
    move(false);
    onLost(reason);
    stopListening = undefined;
    schedule();
  };

  function schedule() {
    if (stopped || retry) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen().catch(() => schedule());
    }, wait);
    retry.unref();
  }

  async function listen(): Promise<void> {
    if (!source || stopped) return;
    if (source.kind === 'pglite') {
      stopListening = await source.pglite.listen(channel, () => move(true));
    } else {
      const client = new pg.Client({ connectionString: source.url, connectionTimeoutMillis: 5_000 });
      // Heard on the connection itself: an unheard 'error' would end the process.
      client.on('error', (error) => lost(error.message));
      client.on('end', () => lost('the connection ended'));
      client.on('notification', (message) => {
        if (message.channel === channel) move(true);
      });
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
      } catch (error) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
        throw error;
      }
      stopListening = async () => {
        client.removeAllListeners('end');
        client.removeAllListeners('error');
        client.on('error', () => {});
        await client.end().catch(() => {});
      };
      if (stopped) return stopListening();
    }
    failures = 0;
    // Whatever changed while nobody listened is unknown: start from nothing.
    move(true);
  }

  return {
    get live() {
      return live;
    },
    get generation() {
      return generation;
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    /** Starts listening; never fails: an unreachable database means retrying, caching nothing. */
    async start() {
      stopped = false;
      await listen().catch((error: unknown) => {
        onLost(error instanceof Error ? error.message : String(error));
        schedule();
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      retry = undefined;
      const stopping = stopListening;
      stopListening = undefined;
      if (live) move(false);
      await stopping?.().catch(() => {});
    },
  };
}
