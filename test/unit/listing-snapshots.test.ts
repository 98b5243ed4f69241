import { describe, expect, it } from 'vitest';
import { parseIds, type Snapshot, snapshotCache } from '../../server/catalogue/listing-snapshots';

const snapshot = (n: number, version = '1'): Snapshot => ({
  version,
  ids: Int32Array.from({ length: n }, (_, i) => i),
});

describe('listing snapshots', () => {
  it('reads the ids the database joined with commas', () => {
    expect([...parseIds('')]).toEqual([]);
    expect([...parseIds('7')]).toEqual([7]);
    expect([...parseIds('12,3,99999,2147483647')]).toEqual([12, 3, 99999, 2147483647]);
  });

  it('keeps no more ids than its limit, letting the least recently used listings go first', async () => {
    const cache = snapshotCache({ maxIds: 250, maxListings: 10 });
    await cache.rebuild('a', async () => snapshot(100));
    await cache.rebuild('b', async () => snapshot(100));
    cache.peek('a');
    await cache.rebuild('c', async () => snapshot(100));
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.ids.length).toBe(100);
    expect(cache.size()).toEqual({ listings: 2, ids: 200 });
  });

  it('keeps a listing larger than the limit on its own rather than none', async () => {
    const cache = snapshotCache({ maxIds: 50, maxListings: 10 });
    await cache.rebuild('a', async () => snapshot(10));
    await cache.rebuild('huge', async () => snapshot(80));
    expect(cache.size()).toEqual({ listings: 1, ids: 80 });
  });

  it('reads a listing once for requests that ask for it together, and again when asked later', async () => {
    const cache = snapshotCache();
    let reads = 0;
    const read = async () => {
      reads++;
      return snapshot(3, String(reads));
    };
    const [one, two] = await Promise.all([cache.rebuild('a', read), cache.rebuild('a', read)]);
    expect(reads).toBe(1);
    expect(one).toBe(two);
    expect((await cache.rebuild('a', read)).version).toBe('2');
    expect(cache.size()).toEqual({ listings: 1, ids: 3 });
  });
});
