import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useRef } from 'react';
import { TIMINGS } from '../../machines/timings';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';

/**
 * Drives a field's help description (spec section 4) from its machine. The input takes
 * `inputEvents`; the field's wrapper takes `fieldRef`: a click, or focus, outside that
 * wrapper counts as elsewhere, so clicking the description itself keeps it open.
 */
export function useHelpDescription() {
  const { helpDescription } = useMachines();
  const actor = useActorRef(helpDescription, useActorOptions());
  const value = useSelector(actor, (s) => s.value as 'hidden' | 'sliding' | 'shown');
  const fieldRef = useRef<HTMLDivElement>(null);
  const visible = value !== 'hidden';

  useEffect(() => {
    if (!visible) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && fieldRef.current?.contains(target));
    const onClick = (e: MouseEvent) => outside(e.target) && actor.send({ type: 'CLICKED_ELSEWHERE' });
    const onFocus = (e: FocusEvent) => outside(e.target) && actor.send({ type: 'FOCUS_ELSEWHERE' });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && actor.send({ type: 'ESCAPE' });
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [visible, actor]);

  return {
    state: value,
    fieldRef: fieldRef as RefObject<HTMLDivElement>,
    inputEvents: {
      onFocus: () => actor.send({ type: 'INPUT_FOCUSED' }),
      onClick: () => actor.send({ type: 'INPUT_CLICKED' }),
    },
  };
}

/**
 * The description itself. It stays in the page while hidden, so the input's
 * aria-describedby always points at its text; it slides in over the spec's 250 ms.
 */
export function HelpDescription({
  id,
  text,
  state,
}: {
  id: string;
  text: string;
  state: 'hidden' | 'sliding' | 'shown';
}) {
  return (
    <p
      id={id}
      className={`field-help field-help--${state}`}
      data-state={state}
      hidden={state === 'hidden'}
      style={{ animationDuration: `${TIMINGS.helpSlide}ms` }}
    >
      {text}
    </p>
  );
}
