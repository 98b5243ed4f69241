/**
 * Reads kept for a short, fixed time: for what no database trigger announces (theme
 * templates, written only by the content seed as a release starts). Every app server sees a
 * change within `seconds`, whatever wrote it. The promise is kept, so requests that arrive
 * together share one read; a failed read is not kept.
 */
export function shortLived(seconds: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = entries.get(key);
    if (kept && now() < kept.until) return kept.value as Promise<T>;
    const value = load();
    const entry = { until: now() + seconds * 1000, value };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
