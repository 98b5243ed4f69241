import '../../ui/devtools/inspector.css';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { keepPlacement, keptPlacement, stopInspectingHref, viewportSize } from '../../services/inspectorRoom';
import { InspectorPanel, type PanelRoom } from '../../ui/devtools/InspectorPanel';
import { createInspectionStore } from '../../ui/devtools/inspection-store';

/**
 * The live inspector: its own chunk (ELK included), loaded only with `?inspect=1`. A
 * panel of its own, rendered into the page's body, outside every island.
 */
export function mountInspector(connect: (observer: (event: InspectionEvent) => void) => void): void {
  const store = createInspectionStore();
  const host = document.createElement('div');
  host.className = 'sf-inspector-host';
  document.body.append(host);
  const room: PanelRoom = {
    viewport: viewportSize,
    saved: keptPlacement,
    keep: keepPlacement,
    stopHref: stopInspectingHref,
  };
  createRoot(host).render(<InspectorPanel store={store} room={room} />);
  connect(store.observe);
}
