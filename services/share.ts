import type { ElementRef } from '../domain/elementRef';

/** Whether the browser has its own share sheet (the Web Share API) for a link. */
export function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.({ url: location.href }) ?? true);
}

/** Opens the browser's share sheet; closing it without sharing is not a failure. */
export async function shareNatively(data: { url: string; title: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if ((error as { name?: string })?.name !== 'AbortError') throw error;
  }
}

/** Puts `text` on the clipboard; rejects when the browser refuses (no permission, no API, an insecure page). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

/** Focuses the field and selects its text, so the shopper can copy it themselves. */
export function selectField(field: ElementRef<HTMLInputElement>): void {
  const select = () => {
    field.current?.focus();
    field.current?.select();
  };
  // The field appears when the view renders the refusal, just after this runs.
  if (field.current) select();
  else requestAnimationFrame(select);
}
