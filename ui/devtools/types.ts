import type { MachineLayout } from './geometry';

/** One registered machine on the developer page, laid out on the server. */
export interface MachineDiagramView {
  name: string;
  description: string;
  machineId: string;
  stateCount: number;
  transitionCount: number;
  layout: MachineLayout;
  svgHref: string;
  /** The `.machine.js` module the Stately editor imports. */
  sourceHref: string;
}
