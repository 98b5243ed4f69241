import { resizeSettleMachine } from '../../machines/resizeSettle';
import { TIMINGS } from '../../machines/timings';
import { startScrollReveal } from '../../services/motion';
import { measureStickyHeader, watchResize } from '../../services/stickyHeader';
import { startActor } from './start';

/**
 * The page's layout effects, which no view owns: the sticky header's height (measured
 * again 300 ms after resizing stops) and the sections' scroll-in effects (settled again
 * 200 ms after resizing stops), each debounced by its own resizeSettle actor (`machine`:
 * the registered one, or a test's variant of it).
 */
export function startPageEffects(machine = resizeSettleMachine): void {
  const sticky = startActor(machine.provide({ actions: { measure: () => measureStickyHeader() } }), {
    input: { delay: TIMINGS.stickyResize },
  });
  const reveal = startScrollReveal();
  const motion = startActor(machine.provide({ actions: { measure: () => reveal.settle() } }), {
    input: { delay: TIMINGS.motionResize },
  });
  watchResize(() => {
    sticky.send({ type: 'RESIZE' });
    motion.send({ type: 'RESIZE' });
  });
}
