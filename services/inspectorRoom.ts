/**
 * What the developer inspector's panel needs from the page: the window's size, its place
 * and size kept for the tab (sessionStorage) across the listing's reloads, and the address
 * that stops inspecting.
 */

const PLACEMENT_KEY = 'statefront-inspector-placement';

/** The window's inner size, in CSS pixels. */
export function viewportSize(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The placement kept for this tab, unchecked; null when none is, or storage is refused. */
export function keptPlacement(): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(PLACEMENT_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function keepPlacement(placement: object): void {
  try {
    window.sessionStorage.setItem(PLACEMENT_KEY, JSON.stringify(placement));
  } catch {
    // Not kept across reloads then; the panel still works.
  }
}

/** This page, as it is now (the listing filter changes its address), with `?inspect=0`. */
export function stopInspectingHref(): string {
  const url = new URL(window.location.href);
  url.searchParams.set('inspect', '0');
  return `${url.pathname}${url.search}`;
}
