import { type Machines, pureMachines } from '../../ui/machines-context';
import type { PageWiring } from './page-wiring';

export type { PageWiring } from './page-wiring';

/** How a machine is wired: built from the page's shared actors, when a view first asks for it (see lazyMachines). */
type Maker<K extends keyof Machines> = (page: PageWiring) => Machines[K];
type Makers = { [K in keyof Machines]?: () => Machines[K] };

/**
 * The live wiring of every machine that has effects: `./widgets/<name>.ts`'s default export
 * (also exported as `live<Name>`) makes the machine of that name in machines/index.ts with
 * its services (taking the page's shared actors if it needs them). Found by its file's name,
 * so a new widget's wiring is its own file and no list; test/unit/registry.test.ts checks
 * each file names a machine and has its maker. Machines without effects stay pure; the popup's,
 * the carousel's and the search box's wiring are in chunks of their own (./popup.tsx,
 * ./carousel.tsx, ./searchSuggestions.tsx).
 */
const wiring = import.meta.glob<Maker<keyof Machines>>('./widgets/*.ts', { eager: true, import: 'default' });

export const wiredMachines: Partial<{ [K in keyof Machines]: Maker<K> }> = Object.fromEntries(
  Object.entries(wiring).map(([file, make]) => [file.slice('./widgets/'.length, -'.ts'.length), make]),
);

/**
 * The machines `makers` make, each built the first time a view reads it, then kept. A page
 * hydrates a few of the shop's widgets, and building a machine definition (each `provide`
 * builds one anew) is main-thread work a slow phone does during start-up: only the page's own
 * machines are built (docs/decisions/0312).
 */
function lazyMachines(makers: Makers): Machines {
  const machines = {} as Machines;
  for (const name of Object.keys(makers) as (keyof Machines)[]) {
    Object.defineProperty(machines, name, {
      configurable: true,
      enumerable: true,
      get() {
        const machine = makers[name]?.();
        Object.defineProperty(machines, name, { value: machine, enumerable: true });
        return machine;
      },
    });
  }
  return machines;
}

/** `machines` with some replaced (a chunk's own wiring), building none of the others (a spread would build them all). */
export function withMachines(machines: Machines, own: Partial<Machines>): Machines {
  // Defined, not assigned: a machine already built is a read-only property of `machines`.
  const properties = Object.fromEntries(
    Object.entries(own).map(([name, value]) => [name, { value, enumerable: true }]),
  );
  return Object.create(machines, properties) as Machines;
}

/** Every machine, each wired if it has wiring; `page` absent, those that need the page's shared actors stay pure. */
function makers(page?: PageWiring): Makers {
  return Object.fromEntries(
    Object.entries(pureMachines).map(([name, machine]) => {
      const make = wiredMachines[name as keyof Machines] as ((page: PageWiring) => unknown) | undefined;
      const needsPage = make !== undefined && make.length > 0;
      return [name, make && (page || !needsPage) ? () => make(page as PageWiring) : () => machine];
    }),
  ) as Makers;
}

/** The machines views run in the browser, without the page's shared actors (tests, and the chunks that need none). */
export const liveMachines: Machines = lazyMachines(makers());

/** The live machines plus those that talk to the page's shared actors. */
export function pageMachines(page: PageWiring): Machines {
  return lazyMachines(makers(page));
}
