import { announce } from './announcer';
import { showNotices } from './notices';

/**
 * Shows a failure as the page's error notice (through the notices island, which focuses
 * it) scrolled into view, and says it to screen readers at once: a failed add, a filter
 * that could not refresh, a choice that could not be saved.
 */
export function showErrorNotice(text: string): void {
  showNotices([{ kind: 'error', text }], { scroll: true });
  announce(text, 'assertive');
}
