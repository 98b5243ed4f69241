/** A message shown to the shopper: flashed by the server, or raised in the browser. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  text: string;
  link?: { href: string; label: string };
}
