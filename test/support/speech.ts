import type { Page } from 'playwright-core';

/** One change to what the page's live regions hold, as `recordSpeech` saw it. */
export interface Heard {
  /** When the page saw it, in milliseconds since the epoch. */
  at: number;
  /** The document it happened in (its first address and when it began): a new page is a new document. */
  doc: string;
  /** `+` a message added (spoken), `-` one removed, `~` the text of a region changed in place. */
  kind: '+' | '-' | '~';
  /** The message's element, numbered within its document, so a removal names what it removes. */
  id: number;
  /** `polite`, `assertive`, `alert` or `status`; `dialog ` before it for a region inside a dialog. */
  region: string;
  text: string;
}

/**
 * Records every change to the live regions of every document the page shows, from the
 * first script on and across navigations, with the time the page saw it: each element or
 * text added to a live region (spoken), every alert or status element added to the page
 * (spoken), what leaves a region and any text changed in place. The list fills as the
 * page runs; read it at any time.
 */
export async function recordSpeech(page: Page): Promise<Heard[]> {
  const heard: Heard[] = [];
  await page.exposeFunction('__statefrontHeard', (entry: Heard) => {
    heard.push(entry);
  });
  await page.addInitScript(() => {
    const doc = `${location.pathname}${location.search}@${Math.round(performance.timeOrigin)}`;
    const send = (entry: Pick<Heard, 'kind' | 'id' | 'region' | 'text'>) =>
      (window as unknown as { __statefrontHeard: (e: Heard) => void }).__statefrontHeard({
        ...entry,
        at: Date.now(),
        doc,
      });
    const ids = new WeakMap<Node, number>();
    let numbered = 0;
    const idOf = (node: Node) => {
      if (!ids.has(node)) ids.set(node, ++numbered);
      return ids.get(node) ?? 0;
    };
    const ROLES = '[role="alert"], [role="status"]';
    const regionOf = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest(`[aria-live], ${ROLES}`) ?? null;
    const nameOf = (region: Element) =>
      `${region.closest('dialog') ? 'dialog ' : ''}${region.getAttribute('aria-live') ?? region.getAttribute('role')}`;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const region = regionOf(record.target);
          if (record.type === 'characterData') {
            if (region)
              send({ kind: '~', id: idOf(record.target), region: nameOf(region), text: `${region.textContent}` });
            continue;
          }
          for (const node of record.removedNodes) {
            if (region && node.textContent)
              send({ kind: '-', id: idOf(node), region: nameOf(region), text: node.textContent });
          }
          for (const node of record.addedNodes) {
            const text = node.textContent ?? '';
            const spoken = region ?? (node instanceof Element && node.matches(ROLES) ? node : null);
            if (spoken && text) send({ kind: '+', id: idOf(node), region: nameOf(spoken), text });
          }
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  return heard;
}

/** What was spoken, in order: `region: text` for each message added. */
export const spoken = (heard: Heard[]) => heard.filter((h) => h.kind === '+').map((h) => `${h.region}: ${h.text}`);

/**
 * Messages that another one may have cut off: a region's text changed in place, or a
 * message that left its region sooner than `keptMs` after it came (leaving the page
 * ends every message and is not counted).
 */
export function cutOff(heard: Heard[], keptMs: number): string[] {
  return heard.flatMap((h) => {
    if (h.kind === '~') return [`changed in place: ${h.text}`];
    if (h.kind !== '-') return [];
    const added = heard.find((a) => a.kind === '+' && a.doc === h.doc && a.id === h.id);
    const kept = added ? h.at - added.at : 0;
    return kept < keptMs ? [`${h.text} (kept ${kept} ms)`] : [];
  });
}
