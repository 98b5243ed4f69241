import '../../ui/devtools/inspector.css';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { InspectorPanel } from '../../ui/devtools/InspectorPanel';
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
  createRoot(host).render(<InspectorPanel store={store} />);
  connect(store.observe);
}
