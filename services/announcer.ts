type Politeness = 'polite' | 'assertive';

/** How long a message stays in its region: long enough to be spoken after what is queued before it. */
const MESSAGE_KEPT_MS = 7000;

/** Whether `dialog` is shown modally: the rest of the page is then inert, its live regions unread. */
function isModal(dialog: Element): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // A browser without the :modal pseudo-class has no modal dialogs either.
    return false;
  }
}

/**
 * The live region a message goes to: the page's (rendered by src/Document) or, while a
 * modal dialog is open, one inside that dialog, made on first need.
 */
function regionFor(politeness: Politeness): HTMLElement | null {
  const modal = [...document.querySelectorAll('dialog[open]')].reverse().find(isModal);
  if (!modal) return document.getElementById(`a11y-speak-${politeness}`);
  const existing = modal.querySelector<HTMLElement>(`:scope > [data-announcer="${politeness}"]`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.dataset.announcer = politeness;
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-relevant', 'additions');
  modal.append(region);
  return region;
}

/**
 * Speaks a message to screen readers through a live region, at once. Each message is a
 * new element added to the region, never a replacement of what it holds, so a message
 * cannot cut off one still being spoken, and the same words added again are spoken again.
 * A message leaves the region 7 seconds later (removals are not spoken).
 * See docs/decisions/0211-announcements.md.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const region = regionFor(politeness);
  if (!region) return;
  const line = document.createElement('p');
  line.textContent = message;
  region.append(line);
  setTimeout(() => line.remove(), MESSAGE_KEPT_MS);
}
