import { useEffect, useState } from 'react';

/**
 * False in the server's markup and on the first (hydrating) render, true from then on.
 * For controls that only work with JavaScript, so the page without it shows none that
 * do nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
