/** Widgets a tap on which, before they are live, would reload the page: the add-to-cart ones. */
const HELD_ISLANDS = '[data-island="AddToCartButton"], [data-island="AddToCartForm"]';
const CONTROLS = 'a[href], button, input[type="submit"]';
/** Long enough for the page's code on a slow phone connection; past it a reload beats waiting. */
export const EARLY_TAP_LIMIT_MS = 5000;

/** What a tap on `control` does without JavaScript: follow the link, or send its form. */
function withoutScript(control: Element): void {
  if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
  else if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) {
    control.form?.requestSubmit(control);
  }
}

/**
 * The page's code comes after its first screen (docs/decisions/0312). A tap on an add-to-cart
 * control before its island is live would follow the link or post the form: a page reload
 * where a moment later the add happens in place. The tap is held and replayed once the island
 * is hydrated, the button looking busy meanwhile; if it is not live within `limitMs`, or
 * `giveUp()` says the code cannot come, the
 * tap does what it does without JavaScript (docs/decisions/0317). A second tap on a held
 * control is one add, as on a live button.
 */
export function holdEarlyTaps(limitMs = EARLY_TAP_LIMIT_MS): { giveUp(): void } {
  const held = new Map<Element, (live: boolean) => void>();
  let codeFailed = false;

  document.addEventListener(
    'click',
    (event) => {
      if (codeFailed || event.defaultPrevented || event.button !== 0) return;
      // A tap that opens the link elsewhere (new tab, window, download) leaves this page as it is.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      const island = control?.closest<HTMLElement>(HELD_ISLANDS);
      if (!control || !island || island.dataset.hydrated) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.has(control)) return;
      const observer = new MutationObserver(() => {
        if (island.dataset.hydrated) settle(true);
      });
      const timer = setTimeout(() => settle(false), limitMs);
      function settle(live: boolean) {
        observer.disconnect();
        clearTimeout(timer);
        held.delete(control as Element);
        delete island?.dataset.tapHeld;
        if (!control?.isConnected) return;
        if (live) (control as HTMLElement).click();
        else withoutScript(control);
      }
      observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
      held.set(control, settle);
      // The island's own element is outside what React hydrates: its button shows it is busy.
      island.dataset.tapHeld = 'true';
    },
    { capture: true },
  );

  return {
    giveUp() {
      codeFailed = true;
      for (const settle of [...held.values()]) settle(false);
    },
  };
}
