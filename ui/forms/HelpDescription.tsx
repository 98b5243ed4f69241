import { useSelector } from '@xstate/react';
import { type RefObject, useRef } from 'react';
import { TIMINGS } from '../../machines/timings';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';

/**
 * Drives a field's help description from its machine. The input takes
 * `inputEvents`; the field's wrapper takes `fieldRef`: the machine watches the page for
 * clicks and focus outside that wrapper while the description is visible.
 */
export function useHelpDescription() {
  const { helpDescription } = useMachines();
  const fieldRef = useRef<HTMLDivElement>(null);
  const actor = useWidget(helpDescription, { field: fieldRef });
  const state = useSelector(actor, (s): HelpState => {
    if (s.matches('hidden')) return 'hidden';
    return s.matches({ visible: 'sliding' }) ? 'sliding' : 'shown';
  });

  return {
    state,
    fieldRef: fieldRef as RefObject<HTMLDivElement>,
    inputEvents: {
      onFocus: () => actor.send({ type: 'INPUT_FOCUSED' }),
      onClick: () => actor.send({ type: 'INPUT_CLICKED' }),
    },
  };
}

type HelpState = 'hidden' | 'sliding' | 'shown';

/**
 * The description itself. It stays in the page while hidden, so the input's
 * aria-describedby always points at its text; it slides in over 250 ms.
 */
export function HelpDescription({ id, text, state }: { id: string; text: string; state: HelpState }) {
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
