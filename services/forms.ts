/**
 * Posts `form` as the browser would without JavaScript. The native `submit()` skips the
 * submit event, so the page's own handler (which checked the form) does not run again.
 */
export function submitForm(form: HTMLFormElement | null): void {
  form?.submit();
}

/** Submits `form` as its submit button would, submit event and the browser's checks included. */
export function requestSubmit(form: HTMLFormElement | null): void {
  form?.requestSubmit();
}

/** Empties `form` back to the values it was rendered with. */
export function resetForm(form: HTMLFormElement | null): void {
  form?.reset();
}
