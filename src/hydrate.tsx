import { type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ActorOptionsContext } from '../ui/actor-options-context';
import { type Machines, MachinesContext } from '../ui/machines-context';
import { pageActorOptions } from './devtools/inspection';
import { islands } from './islands';

const roots = new WeakMap<Element, Root>();

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
 * src/entry-client.tsx). Called on load for the document, and again for a region after
 * its markup has been replaced by a cart fragment or a listing refresh.
 */
export async function hydrateIslands(scope: ParentNode, machines: Machines): Promise<void> {
  const found = scope.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    [...found].map(async (el) => {
      if (roots.has(el)) return;
      const load = islands[el.dataset.island ?? '']?.load;
      if (!load) return;
      const Component = await load();
      const props = JSON.parse(el.dataset.props ?? '{}');
      roots.set(
        el,
        hydrateRoot(
          el,
          <MachinesContext.Provider value={machines}>
            <ActorOptionsContext.Provider value={pageActorOptions()}>
              <Hydrated island={el}>
                <Component {...props} />
              </Hydrated>
            </ActorOptionsContext.Provider>
          </MachinesContext.Provider>,
        ),
      );
    }),
  );
}

/** Unmounts the islands inside `scope` before its markup is replaced. */
export function unmountIslands(scope: ParentNode): void {
  for (const el of scope.querySelectorAll('[data-island]')) {
    roots.get(el)?.unmount();
    roots.delete(el);
  }
}
