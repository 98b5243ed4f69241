import type { ComponentType } from 'react';
import type { Machines } from '../ui/machines-context';

// Islands take their own props; the registry only knows they come from JSON.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type IslandComponent = ComponentType<any>;

/** An island the server can emit (ui/Island): `src/islands/<Name>.ts`'s default export. */
export interface IslandEntry {
  load: () => Promise<IslandComponent>;
  /** The machines its views run (keys of ui/machines-context); test/unit/registry.test.ts checks them. */
  machines: (keyof Machines)[];
  /** Below the first screen as a rule: its code loads when it comes within 200 px of the viewport. */
  whenVisible?: boolean;
  /**
   * Its code loads on the shopper's first use of the enclosing element this selector finds
   * (pointer over it, a touch, a wheel, focus inside): for widgets whose server markup already
   * works on the first screen, whose library is only needed once someone moves it.
   */
  whenUsed?: string;
  /**
   * Its code loads only once this resolves true, given the island's props; never on this page
   * view when it resolves false (the popup: docs/decisions/0307). A method, so that a gate may
   * take its island's own props type (they come from JSON).
   */
  whenNeeded?(props: unknown): Promise<boolean>;
}
