import { useSelector } from '@xstate/react';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import type { StoreNoticeView } from './types';

/**
 * The store-wide notice banner. The dismiss link works without
 * JavaScript (the server sets the cookie and sends the shopper back); with JavaScript the
 * store-notice machine hides it in place and remembers the dismissal.
 */
export function StoreNotice({ id, text, dismissHref }: StoreNoticeView) {
  const { storeNotice } = useMachines();
  const actor = useWidget(storeNotice, { noticeId: id });
  const dismissed = useSelector(actor, (s) => s.matches('dismissed'));
  if (dismissed) return null;
  return (
    <section className="store-notice" aria-label="Store notice" data-notice-id={id}>
      <p className="store-notice__text">{text}</p>
      <a
        className="store-notice__dismiss"
        href={dismissHref}
        rel="nofollow"
        aria-label="Dismiss store notice"
        onClick={(event) => {
          event.preventDefault();
          actor.send({ type: 'DISMISS' });
        }}
      >
        Dismiss
      </a>
    </section>
  );
}
