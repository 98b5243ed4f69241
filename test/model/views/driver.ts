import type { AnyStateMachine, EventObject, InputFrom } from 'xstate';
import type { ModelInputs } from '../harness';

type Payload = EventObject & Record<string, unknown>;

/** What a view runs in place of a machine: the machine itself, or a mutant of it with the same implementations. */
export type RunMachine = <T extends AnyStateMachine>(machine: T) => T;
export const asIs: RunMachine = (machine) => machine;

/** A state as the expectations name it: the state value's path, `visible.sliding`. */
export type StateKey = string;

/**
 * How the model tests walk one machine's generated paths through what a shopper has in
 * front of them: its view rendered in jsdom, or, for a machine no view shows, its live
 * wiring with doubles only at the edge (fetch, cookies, the clock). Written from the
 * storefront's rules, not from the machine: `moves` and `states` are what must happen, and
 * the walk fails where the machine disagrees.
 */
export interface PathDriver<M extends AnyStateMachine = AnyStateMachine, UI = unknown> {
  /** Events the paths should also try, beside those of test/model/inputs/<id>.ts. */
  sampleEvents?: ModelInputs<M>['sampleEvents'];
  /**
   * Renders the view (or starts the live wiring) afresh for one path, from the machine's
   * input. The view runs `run(machine)` where it would run the machine (the live one, or the
   * pure one before its wiring): the structural mutation check (test/structure/) hands a
   * mutant in; the model walk hands `asIs`.
   */
  start: (input: InputFrom<M>, run: RunMachine) => UI | Promise<UI>;
  /**
   * For each event type the paths take, what the shopper (or the edge: the server
   * answering, the clock moving on) does to send it. Delays are advanced by the rule's own
   * number of milliseconds, never by the machine's constant. `upcoming` are the path's
   * later events, for a step whose page action decides how an invoked actor answers next.
   */
  events: Record<string, (ui: UI, event: Payload, upcoming: Payload[]) => void | Promise<void>>;
  /** What the shopper perceives in each state, checked after every step that lands there. */
  states: Record<StateKey, (ui: UI, event: Payload) => void | Promise<void>>;
  /**
   * Every move the rules allow: from a state, on an event (with the payload that decides
   * it), to a state. The generated paths must take exactly these.
   */
  moves: [from: StateKey, event: Payload, to: StateKey][];
  /**
   * Stories the rules tell beyond the shortest paths, walked as well: each a list of events
   * from the machine's start (with the input given, else the machine's). Generated paths are
   * shortest, so a step that matters only after a longer story (a second removal after the
   * first one's answer) needs one written out.
   */
  scenarios?: { input?: InputFrom<M>; events: Payload[] }[];
}

/** Defines a driver with its types checked against the machine. */
export function pathDriver<M extends AnyStateMachine, UI>(_machine: M, driver: PathDriver<M, UI>): PathDriver<M, UI> {
  return driver;
}
