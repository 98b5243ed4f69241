import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { looksLikeActionHref } from '../../domain/actionHref';
import { isPlainClick } from '../../domain/clicks';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';
import { LightboxOf } from './LightboxActor';

/**
 * Action links anywhere on the page (docs/decisions/0270): one click listener on the
 * document opens the lightbox for any `#statefront-action:action=lightbox&settings=…`
 * link, and an action hash in the URL opens it once on load. Links the rules refuse do
 * nothing (the service logs them). A click another widget already took (the product
 * gallery's) is left to it. Renders nothing on the server.
 */
export function ActionLinks() {
  const { lightbox } = useMachines();
  const actor = useActorRef(lightbox, useActorOptions());
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!(link instanceof HTMLElement) || !looksLikeActionHref(href)) return;
      // Even a refused link does nothing rather than jump to its hash.
      event.preventDefault();
      opener.current = link;
      actor.send({ type: 'OPEN_LINK', href });
    }
    function onHash() {
      if (!looksLikeActionHref(window.location.hash)) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      actor.send({ type: 'OPEN_LINK', href: window.location.hash });
    }
    document.addEventListener('click', onClick);
    window.addEventListener('hashchange', onHash);
    onHash();
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('hashchange', onHash);
    };
  }, [actor]);

  return <LightboxOf actor={actor} opener={opener} />;
}
