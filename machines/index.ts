import type { AnyStateMachine, EventObject } from 'xstate';
import { resultCountMachine } from './resultCount';
import { sortFormMachine } from './sortForm';

/**
 * The registry of every machine. The model-based tests and the machine visualizer both
 * read it: a machine that is not listed here is neither tested by path nor shown.
 */
export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  /** One line on what the machine models. */
  description: string;
  /** Input for a representative actor (machines with `input`). */
  input?: unknown;
  /**
   * Example events with the payloads their guards read; event types not listed here are
   * tried with no payload. Path generation uses these, and so does the visualizer.
   */
  sampleEvents?: (EventObject & Record<string, unknown>)[];
  /**
   * What of a snapshot makes it a distinct state for path generation. Defaults to value
   * and context; machines with counters or lists project them away to stay finite.
   */
  project?: (snapshot: { value: unknown; context: unknown }) => unknown;
}

export const machineRegistry: MachineEntry[] = [
  {
    name: 'resultCount',
    machine: resultCountMachine,
    description: 'Result-count line re-announced to screen readers 2000 ms after load',
    input: { text: 'Showing 1–12 of 64 results' },
  },
  {
    name: 'sortForm',
    machine: sortFormMachine,
    description: 'Sort dropdown: choosing a different known order submits the form',
    input: { current: 'menu_order', options: ['menu_order', 'price'] },
    sampleEvents: [
      { type: 'CHOOSE', value: 'price' },
      { type: 'CHOOSE', value: 'menu_order' },
      { type: 'CHOOSE', value: 'not-an-order' },
    ],
  },
];
