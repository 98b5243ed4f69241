import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { lightboxMachine } from '../../machines/lightbox';
import { Lightbox } from './Lightbox';

/** The lightbox of a `lightbox` actor while it is open: its slides shown, the controls sent back. */
export function LightboxOf({
  actor,
  opener,
}: {
  actor: ActorRefFrom<typeof lightboxMachine>;
  /** The element focus goes back to, recorded when the lightbox was asked for: read as it opens. */
  opener: { readonly current: HTMLElement | null };
}) {
  const open = useSelector(actor, (s) => s.matches('open'));
  const slides = useSelector(actor, (s) => s.context.slides);
  const index = useSelector(actor, (s) => s.context.index);
  if (!open) return null;
  return (
    <Lightbox
      slides={slides}
      index={index}
      returnFocusTo={opener.current}
      onNext={() => actor.send({ type: 'NEXT' })}
      onPrev={() => actor.send({ type: 'PREV' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
