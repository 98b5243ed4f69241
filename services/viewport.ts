/**
 * Calls `listener` when the window is resized, and returns the unsubscribe. Only a change
 * of width counts: on phones the browser's own toolbar and the on-screen keyboard change
 * the height while the shopper scrolls or types, which must not close the menu.
 */
export function onWindowResize(listener: () => void): () => void {
  let width = window.innerWidth;
  const handle = () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    listener();
  };
  window.addEventListener('resize', handle);
  return () => window.removeEventListener('resize', handle);
}
