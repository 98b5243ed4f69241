import { mayShowOnThisView, type PopupFacts } from '../../domain/popupConditions';
import { firstUse, onPageLoaded } from '../../services/pageLifecycle';
import { visitPopupPage } from '../../services/popupStore';
import type { PopupView } from '../../ui/popup/types';

/** This page view's facts, counted by the gate before the popup's code came (its machine reads them once). */
let counted: { popupId: string; facts: PopupFacts } | undefined;

/** The facts the gate counted for `popupId` on this page view, handed over once; undefined if it did not. */
export function takeCountedFacts(popupId: string): PopupFacts | undefined {
  if (counted?.popupId !== popupId) return undefined;
  const { facts } = counted;
  counted = undefined;
  return facts;
}

/** Resolves in the first idle moment after the page's `load` (at once where there is no idle callback). */
function idleAfterLoad(): Promise<void> {
  return new Promise((resolve) =>
    onPageLoaded(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else resolve();
    }),
  );
}

/**
 * Whether the popup's code is needed on this page view, decided in the page before that code is
 * fetched (docs/decisions/0307): the page view is counted here, as the popup machine would,
 * and false means it cannot open (dismissed for good, a display condition failing, no storage),
 * so nothing more of it loads. True comes in the first idle moment after `load`, or on the
 * shopper's first move, touch, scroll or key if sooner: before a scroll, the pointer's exit or
 * a stretch without activity can fire it (the delay runs from the counted view in any case).
 * With a click trigger, at once: the first click may come before either.
 */
export async function popupCodeNeeded({ config, user }: PopupView): Promise<boolean> {
  let facts: PopupFacts;
  try {
    facts = visitPopupPage(config.id);
  } catch {
    // The machine's own answer without storage: no limit could hold, so it never shows.
    return false;
  }
  if (!mayShowOnThisView(config.conditions, facts, user)) return false;
  counted = { popupId: config.id, facts };
  // A click trigger counts every click of the page view, the first included: its code comes at once.
  if (config.triggers.clicks === undefined) await Promise.race([firstUse(window), idleAfterLoad()]);
  return true;
}
