import { themeTemplateId } from '../domain/themeTemplate';

/**
 * Scrolls to the document `?theme_template_id=` names, if the page has it: smoothly, or
 * at once when the shopper prefers reduced motion. Its top lands at the top of the window.
 */
export function scrollToThemeTemplate(location: Location = window.location): void {
  const id = themeTemplateId(location.search);
  if (id === null) return;
  const target = document.querySelector(`[data-template-id="${id}"]`);
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
}
