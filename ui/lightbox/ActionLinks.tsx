import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import { LightboxOf } from './LightboxActor';

// The dialog gives focus back to what was focused when it opened (ui/modal): the clicked link.
const noOpener = { current: null };

/**
 * Action links anywhere on the page (docs/decisions/0270): the page-wide lightbox, opened
 * by any `#statefront-action:action=lightbox&settings=…` link the shopper follows and by
 * the URL's action hash (the live wiring delegates from the document). Renders nothing
 * until it opens.
 */
export function ActionLinks() {
  const { lightbox } = useMachines();
  const actor = useWidget(lightbox, { pageWide: true });
  return <LightboxOf actor={actor} opener={noOpener} />;
}
