import type { MachineLayout } from './geometry';
import { StateChart } from './StateChart';

/**
 * A statechart in a box: scaled to the box's width, and where it would have to shrink
 * past readable text, scrollable. The box takes keyboard focus so a keyboard user can
 * scroll it with the arrow keys, as a pointer user scrolls it with the wheel.
 */
export function ChartFrame({
  name,
  layout,
  active,
  className,
}: {
  name: string;
  layout: MachineLayout;
  active?: ReadonlySet<string>;
  className: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named box around one chart, not a set of form fields
    <div
      className={className}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard
      tabIndex={0}
      role="group"
      aria-label={`Statechart of ${name}, scrollable`}
    >
      <StateChart name={name} layout={layout} active={active} fit />
    </div>
  );
}
