import { looksLikeActionHref } from '../domain/actionHref';
import { isPlainClick } from '../domain/clicks';

/**
 * The page-wide delegate of action links (docs/decisions/0270): one click listener on the
 * document and one hashchange listener, and the URL's hash read at the start. A plain
 * click on a link shaped as an action link has its default prevented (even a link the
 * rules will refuse never jumps to its fragment) and its href handed to `open`; a click
 * another widget already took (the product gallery's) is left alone. Returns the stop.
 */
export function watchActionLinks(open: (href: string) => void): () => void {
  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!looksLikeActionHref(href)) return;
    event.preventDefault();
    open(href);
  }
  // The hash is taken out of the address as it is opened: closing the lightbox (which
  // watches again) or reloading the page does not open it once more.
  function onHash() {
    const { hash, pathname, search } = window.location;
    if (!looksLikeActionHref(hash)) return;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    open(hash);
  }
  document.addEventListener('click', onClick);
  window.addEventListener('hashchange', onHash);
  onHash();
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', onHash);
  };
}
