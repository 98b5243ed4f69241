import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { StorefrontConfig } from '../domain/storefrontConfig';
import type { KeptParts } from '../ui/Kept';
import { RenderConfigContext } from '../ui/render-config';

/**
 * Parts of pages that are the same for every request showing the same data (a product
 * card, the menu, the pagination), rendered once by React and reused by later page renders
 * (docs/decisions/0304). A part is kept under its name and its whole input, so a new price,
 * stock or name is a new key and renders afresh: nothing is ever invalidated, old parts
 * only age out. Only React's own output is kept, and a part is rendered for keeping apart
 * from any request, under the storefront configuration without its nonce, so nothing of a
 * session can enter it.
 */

/** For the benchmark's "before" figure and the byte-for-byte test: false renders every part afresh. */
export const keptPartsSettings = { enabled: true };

/**
 * Characters kept at most (about twice as many bytes); the oldest go first (a part still
 * shown is then rendered once more: cheaper than reordering on every use).
 */
const MAX_CHARS = 4_000_000;
/** By key, oldest first; null: a part that cannot be kept (see `keepable`). */
const kept = new Map<string, string | null>();
let keptChars = 0;

/**
 * A short id per storefront configuration (without nonce) seen, so that keys do not repeat
 * it in full: a shop has a few (the cart page's differs), at most this many are remembered.
 */
const MAX_CONFIGS = 100;
const configIds = new Map<string, number>();
/** Never reused, so a key made before the ids were forgotten can name no other configuration. */
let nextConfigId = 0;
function configId(json: string): number {
  let id = configIds.get(json);
  if (id === undefined) {
    if (configIds.size >= MAX_CONFIGS) configIds.clear();
    id = nextConfigId++;
    configIds.set(json, id);
  }
  return id;
}

/** Forgets every part (tests). */
export function forgetKeptParts(): void {
  kept.clear();
  keptChars = 0;
  configIds.clear();
}

/** Parts kept now. */
export function keptPartCount(): number {
  return kept.size;
}

function keep(key: string, html: string | null): void {
  kept.set(key, html);
  keptChars += key.length + (html?.length ?? 0);
  for (const [old, oldHtml] of kept) {
    if (keptChars <= MAX_CHARS) break;
    kept.delete(old);
    keptChars -= old.length + (oldHtml?.length ?? 0);
  }
}

/**
 * Whether markup rendered alone is the markup the part has inside a page. Its first and
 * last nodes must be elements (React separates adjacent texts with a comment, so text at an
 * edge depends on the neighbours), and it must not start with a resource React hoists to
 * the head (an image loaded at once is preloaded there).
 */
function keepable(html: string): boolean {
  return html.startsWith('<') && !html.startsWith('<!--') && !html.startsWith('<link') && !html.endsWith('-->');
}

/**
 * A secret of this process in every placeholder, so no content (a text widget's HTML)
 * can name a slot.
 */
const TOKEN = randomBytes(12).toString('base64url');
const SLOT = new RegExp(`<template data-kept="${TOKEN}:(\\d+)"></template>`, 'g');

/**
 * Inputs' JSON by object: a frozen input, which later renders may pass again as the same
 * object (a product card made of rows kept in memory, server/view-parts/product-card.ts), is
 * written once. Others (made afresh per render) are not remembered: it would only feed the collector.
 */
const inputJson = new WeakMap<object, string>();
function jsonOf(input: unknown): string {
  if (typeof input !== 'object' || input === null || !Object.isFrozen(input)) return JSON.stringify(input);
  let json = inputJson.get(input);
  if (json === undefined) {
    json = JSON.stringify(input);
    inputJson.set(input, json);
  }
  return json;
}

/** The configuration a kept part renders under: the page's, without the session's nonce. */
function shared(config: StorefrontConfig | null): StorefrontConfig | null {
  if (!config?.nonce) return config;
  const { nonce: _nonce, ...rest } = config;
  return rest;
}

/**
 * One page render's parts: `parts` goes into the render's context; `finish` takes React's
 * page and puts the kept parts in their places, then renders the parts this page missed
 * (rendered inline in it) for the next pages.
 */
export function pageParts(): { parts: KeptParts; finish(html: string): string } {
  const slots: string[] = [];
  const missed: { key: string; element: ReactElement; config: StorefrontConfig | null }[] = [];
  let lastConfig: { page: StorefrontConfig | null; shared: StorefrontConfig | null; id: number } | undefined;

  const parts: KeptParts = {
    place(name, input, pageConfig, element) {
      if (lastConfig?.page !== pageConfig) {
        const config = shared(pageConfig);
        lastConfig = { page: pageConfig, shared: config, id: configId(JSON.stringify(config)) };
      }
      let key: string;
      try {
        key = `${name}\n${lastConfig.id}\n${jsonOf(input)}`;
      } catch {
        return element;
      }
      const html = kept.get(key);
      if (html === undefined) {
        missed.push({ key, element, config: lastConfig.shared });
        return element;
      }
      if (html === null) return element;
      return <template data-kept={`${TOKEN}:${slots.push(html) - 1}`} />;
    },
  };

  return {
    parts,
    finish(page) {
      const html = slots.length > 0 ? page.replace(SLOT, (_, n: string) => slots[Number(n)] as string) : page;
      for (const { key, element, config } of missed) {
        if (kept.has(key)) continue;
        const part = renderToString(
          <RenderConfigContext.Provider value={config}>{element}</RenderConfigContext.Provider>,
        );
        keep(key, keepable(part) ? part : null);
      }
      return html;
    },
  };
}
