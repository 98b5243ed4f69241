import { type ReactNode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { tellChunkFailed, withinChunkTimeout } from '../services/chunks';
import { firstUse } from '../services/pageLifecycle';
import { ActorOptionsContext } from '../ui/actor-options-context';
import { type Machines, MachinesContext } from '../ui/machines-context';
import { pageActorOptions } from './devtools/inspection';
import { type IslandComponent, islands } from './islands';

const WIDGET_USE = ['pointerover', 'touchstart', 'wheel', 'focusin'];

/** Each hydrated island's root, with what it renders, so a fresh rendering can update it. */
const roots = new WeakMap<Element, { root: Root; Component: IslandComponent; machines: Machines }>();

/**
 * Marks its island `data-hydrated` once React has committed it, so tests and developer
 * tools can tell a live widget from server markup, even for islands that render nothing.
 */
function Hydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.dataset.hydrated = 'true';
  }, [island]);
  return children;
}

/**
 * Hydrates every island inside `scope` with `machines` (the composition root's, in
 * src/start-client.tsx). Called on load for the document, and again for a region after
 * its markup has been replaced by a cart fragment or a listing refresh.
 */
export async function hydrateIslands(scope: ParentNode, machines: Machines): Promise<void> {
  const found = scope.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    [...found].map(async (el) => {
      // Its code loads and runs only when the shopper first focuses inside it: at once if they
      // already have, before the page's code came (docs/decisions/0317).
      if (el.dataset.hydrate === 'focus' && !el.contains(document.activeElement)) {
        el.addEventListener('focusin', () => void hydrateIsland(el, machines), { once: true });
        return;
      }
      await hydrateIsland(el, machines);
    }),
  );
}

async function hydrateIsland(el: HTMLElement, machines: Machines): Promise<void> {
  if (roots.has(el)) return;
  const entry = islands[el.dataset.island ?? ''];
  if (!entry) return;
  if (entry.whenVisible) {
    // Marked, so tools (and tests) can tell an island waiting to be seen from one still loading.
    el.dataset.awaitsView = 'true';
    await nearViewport(el);
    delete el.dataset.awaitsView;
  }
  if (entry.whenUsed) {
    el.dataset.awaitsUse = 'true';
    // Pointer over it, a touch, a wheel, focus inside: earlier than a click, so its code is there when the click comes.
    await firstUse(el.closest(entry.whenUsed) ?? el, WIDGET_USE);
    delete el.dataset.awaitsUse;
  }
  if (entry.whenNeeded) {
    el.dataset.awaitsNeed = 'true';
    const needed = await entry.whenNeeded(JSON.parse(el.dataset.props ?? '{}'));
    delete el.dataset.awaitsNeed;
    if (!needed) {
      // Marked, so tools (and tests) can tell an island not needed on this page view from one still loading.
      el.dataset.notNeeded = 'true';
      return;
    }
  }
  if (roots.has(el) || !el.isConnected) return;
  let Component: IslandComponent;
  try {
    Component = await withinChunkTimeout(entry.load());
  } catch {
    // Its code failed or hung: the island stays as the server rendered it, which works
    // without JavaScript. The notices island hears of it once it listens.
    void whenHydrated(document.querySelector<HTMLElement>('[data-island="Notices"]')).then(tellChunkFailed);
    return;
  }
  if (roots.has(el)) return;
  const root = hydrateRoot(el, islandTree(el, Component, machines, el.dataset.props));
  roots.set(el, { root, Component, machines });
}

/** Resolves once the island `el` is live (at once when there is none). */
function whenHydrated(el: HTMLElement | null): Promise<void> {
  if (!el || el.dataset.hydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!el.dataset.hydrated) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(el, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Resolves once `el` comes within 200 px of the viewport (at once where there is no IntersectionObserver). */
function nearViewport(el: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px 0px' },
    );
    // An island's own box is `display: contents`: its first element stands for it.
    observer.observe(el.firstElementChild ?? el.parentElement ?? el);
  });
}

function islandTree(el: HTMLElement, Component: IslandComponent, machines: Machines, props = '{}'): ReactNode {
  return (
    <MachinesContext.Provider value={machines}>
      <ActorOptionsContext.Provider value={pageActorOptions()}>
        <Hydrated island={el}>
          <Component {...JSON.parse(props)} />
        </Hydrated>
      </ActorOptionsContext.Provider>
    </MachinesContext.Provider>
  );
}

/** The region's one island, when the region holds that island and nothing else. */
function soleIsland(region: Element): HTMLElement | null {
  const only = region.childNodes.length === 1 ? region.firstElementChild : null;
  return only instanceof HTMLElement && only.dataset.island !== undefined ? only : null;
}

/**
 * Brings the live island of `current` up to the island of `fresh`, a new rendering of the
 * same region, without replacing it: the island re-renders with the fresh props, so its
 * machines and what they show stay (an open mini-cart drawer stays open, its remaining
 * lines keep their machines). Only for a region that is one island and nothing else, the
 * same island in both; false otherwise, and the region is then replaced. Synchronous, so
 * the page shows the fresh content when this returns, as a replaced region would.
 */
export function updateIsland(current: Element, fresh: Element): boolean {
  const island = soleIsland(current);
  const next = soleIsland(fresh);
  const live = island && roots.get(island);
  if (!island || !next || !live || island.dataset.island !== next.dataset.island) return false;
  island.dataset.props = next.dataset.props;
  flushSync(() => live.root.render(islandTree(island, live.Component, live.machines, next.dataset.props)));
  return true;
}

/** Unmounts the islands inside `scope` before its markup is replaced. */
export function unmountIslands(scope: ParentNode): void {
  for (const el of scope.querySelectorAll('[data-island]')) {
    roots.get(el)?.root.unmount();
    roots.delete(el);
  }
}
