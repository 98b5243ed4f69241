/**
 * Listing snapshots: for one listing (a sort order, a category, a tag filter), the ids of
 * all its products in order, read once with one query and kept in memory until the
 * catalogue's version moves (migration 011). A page of any depth is then a slice of the
 * snapshot and a lookup of its ids, and the listing's size is the snapshot's length: no
 * OFFSET scan and no count(*) per request, whatever the size of the catalogue
 * (docs/decisions/0170).
 */
export interface Snapshot {
  /** The catalogue version the ids were read at. */
  version: string;
  ids: Int32Array;
}

export interface SnapshotCacheLimits {
  /** Ids kept in all, 4 bytes each; the least recently used listings go first. */
  maxIds: number;
  maxListings: number;
}

/** About 8 MB: every listing of a 100,000-product catalogue's six orders and categories, and many filters. */
export const DEFAULT_SNAPSHOT_LIMITS: SnapshotCacheLimits = { maxIds: 2_000_000, maxListings: 1000 };

export function snapshotCache(limits: SnapshotCacheLimits = DEFAULT_SNAPSHOT_LIMITS) {
  const kept = new Map<string, Snapshot>();
  const building = new Map<string, Promise<Snapshot>>();
  let keptIds = 0;

  function keep(key: string, snapshot: Snapshot) {
    forget(key);
    kept.set(key, snapshot);
    keptIds += snapshot.ids.length;
    for (const [oldest, old] of kept) {
      if (keptIds <= limits.maxIds && kept.size <= limits.maxListings) break;
      if (oldest === key) continue;
      kept.delete(oldest);
      keptIds -= old.ids.length;
    }
  }

  function forget(key: string) {
    const old = kept.get(key);
    if (!old) return;
    kept.delete(key);
    keptIds -= old.ids.length;
  }

  return {
    /** The snapshot last built for the listing, whatever its version; refreshed as recently used. */
    peek(key: string): Snapshot | undefined {
      const snapshot = kept.get(key);
      if (snapshot) {
        kept.delete(key);
        kept.set(key, snapshot);
      }
      return snapshot;
    },

    /** A fresh snapshot from `read`; requests for the same listing while one is read share that read. */
    rebuild(key: string, read: () => Promise<Snapshot>): Promise<Snapshot> {
      let pending = building.get(key);
      if (!pending) {
        pending = read()
          .then((snapshot) => {
            keep(key, snapshot);
            return snapshot;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },

    /** What the cache holds, for the benchmarks' memory figures. */
    size(): { listings: number; ids: number } {
      return { listings: kept.size, ids: keptIds };
    },
  };
}

/** "1,2,3" (string_agg's answer) as ids, without a string per id. */
export function parseIds(text: string): Int32Array {
  if (text === '') return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const ids = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      ids[n++] = value;
      value = 0;
    } else {
      value = value * 10 + (c - 48);
    }
  }
  ids[n] = value;
  return ids;
}
