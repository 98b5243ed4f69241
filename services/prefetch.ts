import type { PrefetchEnvironment } from '../domain/prefetch';
import { ADDED_TO_CART_EVENT } from './cartEvents';
import { pageConfig } from './pageConfig';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}
interface NavigatorLike {
  userAgent: string;
  userAgentData?: { brands?: { brand: string; version: string }[] };
  connection?: NetworkInformationLike;
}

/**
 * What the link-prefetch rules need to know about this browser. A device that can hover
 * with a fine pointer prefetches on hover (desktop); any other prefetches what it shows.
 */
export function readPrefetchEnvironment(): PrefetchEnvironment {
  const nav = navigator as unknown as NavigatorLike;
  return {
    device: window.matchMedia('(hover: hover) and (pointer: fine)').matches ? 'desktop' : 'mobile',
    brands: nav.userAgentData?.brands,
    userAgent: nav.userAgent,
    saveData: nav.connection?.saveData,
    effectiveType: nav.connection?.effectiveType,
    // The server gives a page a REST nonce only when it is rendered for a session (server/views/layout.ts).
    session: pageConfig().nonce !== undefined,
  };
}

/**
 * Asks the browser to fetch `href` ahead of the next navigation. Where the browser has
 * speculation rules, through them: pages here are `no-store` (each carries the shopper's
 * cart), which makes a `<link rel="prefetch">` copy unusable, while a speculation-rules
 * prefetch serves the navigation itself. Elsewhere, `<link rel="prefetch" href>`.
 * See docs/decisions/0043-link-prefetch.md.
 */
export function prefetch(href: string): void {
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [href] }] });
    document.head.append(rules);
    return;
  }
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Reports the pointer entering and leaving links anywhere on the page (one listener for
 * all, so links in replaced fragments count too). Moves between a link's own children are
 * not leaving it. Returns the unsubscribe.
 */
export function watchLinkPointer(send: (event: { type: 'enter'; href: string } | { type: 'leave' }) => void) {
  const over = (event: PointerEvent) => {
    // A finger on a hybrid device is about to tap, not hover.
    if (event.pointerType === 'touch') return;
    const link = linkOf(event.target);
    if (link && link !== linkOf(event.relatedTarget)) send({ type: 'enter', href: link.href });
  };
  const out = (event: PointerEvent) => {
    const link = linkOf(event.target);
    if (link && link !== linkOf(event.relatedTarget)) send({ type: 'leave' });
  };
  document.addEventListener('pointerover', over);
  document.addEventListener('pointerout', out);
  return () => {
    document.removeEventListener('pointerover', over);
    document.removeEventListener('pointerout', out);
  };
}

/** Reports each link on the page once, when it enters the viewport. Returns the unsubscribe. */
export function observeLinks(send: (href: string) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      send((entry.target as HTMLAnchorElement).href);
    }
  });
  for (const link of document.querySelectorAll('a[href]')) observer.observe(link);
  return () => observer.disconnect();
}

/**
 * Reports a link pressed with a mouse or a pen (the click and its navigation follow). A finger
 * pressing a link may be starting to scroll, so touches are left out. Returns the unsubscribe.
 */
export function watchLinkPress(send: (href: string) => void): () => void {
  const down = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    const link = linkOf(event.target);
    if (link) send(link.href);
  };
  document.addEventListener('pointerdown', down);
  return () => document.removeEventListener('pointerdown', down);
}

/** Calls `started` once the shopper's first add to cart on this page (which starts a session) is done. */
export function watchSessionStart(started: () => void): () => void {
  document.addEventListener(ADDED_TO_CART_EVENT, started, { once: true });
  return () => document.removeEventListener(ADDED_TO_CART_EVENT, started);
}
