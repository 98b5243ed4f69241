import type { StateView, TransitionView } from './graph';

/**
 * A machine graph placed by ELK: nested states inside their parents, every coordinate
 * absolute, ready to draw. Plain JSON, so the server can compute it once and a page can
 * draw it with no script. Text is monospace so its width can be known without a DOM.
 */
export interface MachineLayout {
  machineId: string;
  width: number;
  height: number;
  states: PlacedState[];
  /** The dot and arrow that mark each compound state's initial child. */
  initials: { parentId: string; x: number; y: number; path: Point[] }[];
  transitions: PlacedTransition[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedState extends StateView, Box {
  depth: number;
  /** A child of a parallel state: one of its regions. */
  region: boolean;
}

export interface PlacedTransition extends TransitionView {
  /** One route per target (a transition to several parallel targets has several). */
  routes: Point[][];
  label: Box;
}

export const FONT = {
  family: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  name: 13,
  small: 11,
  /** Advance of one monospace character, as a fraction of the font size. */
  advance: 0.62,
  line: 15,
} as const;

export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * FONT.advance);

const NAME_HEIGHT = 26;

/** The room a state's name and details take above its children (or inside it, if atomic). */
export function headerHeight(state: StateView): number {
  return NAME_HEIGHT + state.details.length * FONT.line + (state.details.length ? 4 : 0);
}
