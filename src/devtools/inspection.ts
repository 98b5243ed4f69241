import type { InspectionEvent } from 'xstate';
import type { ActorOptions } from '../../ui/actor-options-context';

/**
 * The inspect switch, in the main bundle and kept tiny: `?inspect=1` turns inspection on
 * for this tab (sessionStorage, so it survives the listing's reloads), `?inspect=0` off.
 * When on, every actor gets an `inspect` observer that relays XState's inspection events
 * to the inspector, which is a chunk loaded only then; events from before it arrives are
 * held and handed over when it connects.
 */
const STORAGE_KEY = 'statefront-inspect';

type Flag = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function inspectionRequested(url: URL, storage: Flag | null): boolean {
  const asked = url.searchParams.get('inspect');
  try {
    if (asked === '1') storage?.setItem(STORAGE_KEY, '1');
    if (asked === '0') storage?.removeItem(STORAGE_KEY);
    return asked === '1' || (asked !== '0' && storage?.getItem(STORAGE_KEY) === '1');
  } catch {
    // Storage can be refused (privacy settings); the query parameter still works.
    return asked === '1';
  }
}

let sink: ((event: InspectionEvent) => void) | null = null;
const held: InspectionEvent[] = [];
const relay = (event: InspectionEvent) => (sink ? sink(event) : held.push(event));
const inspecting: ActorOptions = { inspect: relay };
const normal: ActorOptions = {};
let enabled: boolean | undefined;

function sessionStorageOrNull(): Flag | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What every actor the page starts is given: `{ inspect }` when inspecting, else nothing. */
export function pageActorOptions(): ActorOptions {
  enabled ??=
    typeof window !== 'undefined' && inspectionRequested(new URL(window.location.href), sessionStorageOrNull());
  return enabled ? inspecting : normal;
}

/** Called by the inspector once loaded: receives the held events, then every new one. */
export function connectInspector(observer: (event: InspectionEvent) => void): void {
  sink = observer;
  for (const event of held.splice(0)) observer(event);
}

/** Loads and mounts the inspector panel when inspection is on; a no-op otherwise. */
export async function startInspectorIfRequested(): Promise<void> {
  if (!pageActorOptions().inspect) return;
  const { mountInspector } = await import('./inspector');
  mountInspector(connectInspector);
}
