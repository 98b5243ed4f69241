import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';

export interface CarouselControlsProps {
  slideCount: number;
  /** The id of the slides' track, which the buttons move. */
  trackId: string;
}

/**
 * A carousel's previous and next buttons. They appear once the carousel runs (never in
 * the page without JavaScript, where the slides scroll sideways as a list). A button with
 * nowhere to go says so (`aria-disabled`) but keeps its place and its focus.
 */
export function CarouselControls({ slideCount, trackId }: CarouselControlsProps) {
  const { carousel } = useMachines();
  const element = useRef<HTMLDivElement>(null);
  const actor = useWidget(carousel, { element, slideCount });
  const running = useSelector(actor, (s) => s.matches({ live: 'running' }));
  const canPrev = useSelector(actor, (s) => s.context.canPrev);
  const canNext = useSelector(actor, (s) => s.context.canNext);
  const move = (direction: 'PREV' | 'NEXT') => () => actor.send({ type: direction });
  return (
    <div className="carousel__controls" ref={element}>
      {running && (
        <>
          <MoveButton label="Previous slide" arrow="←" can={canPrev} trackId={trackId} onClick={move('PREV')} />
          <MoveButton label="Next slide" arrow="→" can={canNext} trackId={trackId} onClick={move('NEXT')} />
        </>
      )}
    </div>
  );
}

function MoveButton(props: { label: string; arrow: string; can: boolean; trackId: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="carousel__button"
      aria-label={props.label}
      aria-controls={props.trackId}
      aria-disabled={!props.can}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.arrow}</span>
    </button>
  );
}
