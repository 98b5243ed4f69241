import type { CatalogueChanges } from './catalogue-changes';

/**
 * Catalogue-wide reads (the menu's categories, the filter's tags, a listing's count) kept
 * in memory until the catalogue changes. The promise is kept, not the value: requests that
 * arrive together share one query, and a change heard while it runs drops it with the rest.
 * At most `maxKeys` entries (a listing count per filter a visitor can make up); the oldest
 * goes first.
 */
export function catalogueReads(changes: CatalogueChanges | undefined, maxKeys = 1_000) {
  const entries = new Map<string, Promise<unknown>>();
  changes?.subscribe(() => entries.clear());
  return function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!changes?.live) return load();
    const kept = entries.get(key);
    if (kept) return kept as Promise<T>;
    const loading = load();
    entries.set(key, loading);
    // A failed read (the database away) is not remembered: the next request asks again.
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
    return loading;
  };
}

export type RememberRead = ReturnType<typeof catalogueReads>;
