/**
 * Speaks a message to screen readers through the page's live regions (rendered by
 * src/Document). The region is emptied first so the same text is announced again.
 */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const region = document.getElementById(`a11y-speak-${politeness}`);
  if (!region) return;
  region.textContent = '';
  // A fresh text node in a later task is what makes screen readers speak repeated text.
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}
