/**
 * The one rule for a link or form that a machine can take in place (docs/decisions/0110).
 * A middle click, or a click with Ctrl, Cmd, Shift or Alt held, asks the browser for a new
 * tab, a new window or a download: the browser's to handle, the machine never hears of it.
 * A plain activation (a left click, Enter on a link, a form's submit, which carries no
 * button at all) is the page's: taken in place when the machine accepts it, and also while
 * the machine is busy with the last one, since following the link then would cut that
 * request short; otherwise the link is followed as it would be without JavaScript.
 */

/** What of a click (or a submit, which has none of it) the rule reads. */
export interface ClickKeys {
  button?: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/** Where an activation goes: the browser's own handling, the machine in place, or the link. */
export type ClickRoute = 'browser' | 'in-place' | 'follow-link';

/** True for an activation with the primary button (or none) and no modifier key held. */
export function isPlainClick(click: ClickKeys): boolean {
  return (click.button ?? 0) === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;
}

/** Where a click goes, given whether the machine accepts it now and whether it is busy. */
export function routeClick(click: ClickKeys, machine: { accepts: boolean; busy: boolean }): ClickRoute {
  if (!isPlainClick(click)) return 'browser';
  return machine.accepts || machine.busy ? 'in-place' : 'follow-link';
}
