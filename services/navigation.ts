/** Sends the browser to another page of the shop. */
export function goTo(url: string): void {
  window.location.assign(url);
}
