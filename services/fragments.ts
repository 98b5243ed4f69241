/**
 * The DOM side of cart fragments: blocking page regions, and replacing each with the
 * server's markup for it. The markup is the shop server's own React rendering, fetched
 * from this site and checked by services/cartClient; it is the one place markup is
 * inserted from a string, because a cart fragment is a region's complete new markup.
 */
export interface RegionHooks {
  /** Called on a region before it leaves the page (unmount its islands). */
  beforeRemove(region: Element): void;
  /** Called on the new region once it is in the page (hydrate its islands). */
  afterInsert(region: Element): void;
  /**
   * Brings `current` up to `fresh` in place when it can (a region that is one island
   * re-renders it with the fresh props, keeping its state); false to have it replaced.
   */
  update?(current: Element, fresh: Element): boolean;
}

/** Gives `el` exactly the attributes of `from` (the region's cart_hash, its classes). */
function takeAttributes(el: Element, from: Element): void {
  for (const name of el.getAttributeNames()) if (!from.hasAttribute(name)) el.removeAttribute(name);
  for (const name of from.getAttributeNames()) el.setAttribute(name, from.getAttribute(name) ?? '');
}

function regions(selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    return []; // not a selector this page can use
  }
}

/** Dims a region to 0.6 and stops clicks on it (the fade is the .blocked transition). */
export function blockRegions(selectors: string[]): void {
  for (const s of selectors) {
    for (const el of regions(s)) {
      el.classList.add('blocked');
      el.setAttribute('aria-busy', 'true');
    }
  }
}

export function unblockRegions(selectors: string[]): void {
  for (const s of selectors) {
    for (const el of regions(s)) {
      el.classList.remove('blocked');
      el.removeAttribute('aria-busy');
    }
  }
}

export function replaceRegions(fragments: Record<string, string>, hooks: RegionHooks): void {
  for (const [selector, markup] of Object.entries(fragments)) {
    for (const el of regions(selector)) {
      const template = document.createElement('template');
      template.innerHTML = markup;
      // The region itself, not a resource hint React may render before it.
      const fresh = template.content.querySelector(selector) ?? template.content.firstElementChild;
      if (!fresh) continue;
      // Updated in place, the region keeps its element and focus stays where the widget puts it.
      if (hooks.update?.(el, fresh)) {
        takeAttributes(el, fresh);
        continue;
      }
      const hadFocus = el.contains(document.activeElement);
      hooks.beforeRemove(el);
      el.replaceWith(fresh);
      hooks.afterInsert(fresh);
      // A keyboard shopper who removed a line stays in the region (and keeps it open).
      if (hadFocus) fresh.querySelector<HTMLElement>('a[href], button, input')?.focus();
    }
  }
}

/** The text of the line a refreshed region marks to be announced (`data-refresh-summary`), if it has one. */
export function regionSummary(selector: string): string | null {
  const line = regions(selector)[0]?.querySelector('[data-refresh-summary]');
  return line?.textContent?.trim() || null;
}
