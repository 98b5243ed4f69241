import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/**
 * jsdom has `<dialog>` but not its modal methods. Enough of them for ui/modal, as a browser
 * does it: `showModal()` opens the dialog and focuses its first focusable element (or the
 * dialog itself), `close()` closes it and fires `close`, and Escape fires a cancelable
 * `cancel` on the top modal dialog, closing it unless cancelled. Inertness of the page
 * behind is not imitated: the browser suite checks that.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const open: HTMLDialogElement[] = [];
  const focusable = 'button, [href], input, select, textarea, iframe, video[controls], [tabindex]';
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    open.push(this);
    (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable) ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    open.splice(open.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = open[open.length - 1];
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
