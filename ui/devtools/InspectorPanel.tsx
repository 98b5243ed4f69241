import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds, type MachineGraph, machineGraph } from './graph';
import type { InspectedActor, InspectionStore, LoggedEvent } from './inspection-store';
import { layoutMachine, type MachineLayout } from './layout';
import { StateChart } from './StateChart';

/**
 * The live inspector: every actor the page runs, each on its statechart with its current
 * state highlighted, and the events sent to them as the shopper clicks.
 */
export function InspectorPanel({ store }: { store: InspectionStore }) {
  const { actors, log } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const running = actors.filter((a) => a.status === 'active').length;
  const labels = new Map(actors.map((a) => [a.key, actorLabel(a)] as const));
  return (
    <aside className="sf-inspector" aria-label="Machine inspector">
      <header className="sf-inspector__header">
        <h2 className="sf-inspector__title">
          Machines <span className="sf-inspector__count">{running} running</span>
        </h2>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
        <a href={stopHref()}>Stop inspecting</a>
      </header>
      <div id={bodyId} className="sf-inspector__body" hidden={!open}>
        <ul className="sf-inspector__actors" aria-label="Actors">
          {actors.map((a) => (
            <ActorView key={a.key} actor={a} parent={a.parentKey ? labels.get(a.parentKey) : undefined} />
          ))}
        </ul>
        <h3 className="sf-inspector__subtitle">Events, latest first</h3>
        <ol className="sf-inspector__log" aria-label="Event log" reversed>
          {[...log].reverse().map((e) => (
            <LogLine key={e.seq} entry={e} target={labels.get(e.actorKey) ?? e.actorKey} />
          ))}
        </ol>
      </div>
    </aside>
  );
}

function stopHref(): string {
  const url = new URL(window.location.href);
  url.searchParams.set('inspect', '0');
  return `${url.pathname}${url.search}`;
}

const actorLabel = (a: InspectedActor) => `${a.machineId ?? a.ref.id} ${a.key}`;

function formatValue(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ActorView({ actor, parent }: { actor: InspectedActor; parent: string | undefined }) {
  // A finished actor keeps its diagram (its final state says how it ended); a stopped one
  // (its island unmounted) folds away.
  const stopped = actor.status === 'stopped';
  return (
    <li
      className={`sf-inspector__actor${stopped ? ' is-stopped' : ''}`}
      data-actor={actor.key}
      data-machine-id={actor.machineId ?? undefined}
      data-status={actor.status}
    >
      <details open={!stopped}>
        <summary>
          <strong>{actor.machineId ?? actor.ref.id}</strong> <span className="sf-inspector__key">{actor.key}</span>{' '}
          <code className="sf-inspector__value" data-state-value>
            {formatValue(actor.value)}
          </code>{' '}
          <span className="sf-inspector__status">{actor.status}</span>
          {parent && <span className="sf-inspector__parent"> · invoked by {parent}</span>}
        </summary>
        {actor.machine && <LiveChart machine={actor.machine} value={actor.value} />}
        {actor.context !== undefined && (
          <details className="sf-inspector__context">
            <summary>context</summary>
            <pre>{safeJson(actor.context)}</pre>
          </details>
        )}
      </details>
    </li>
  );
}

// Machines of the same shape (twelve add-to-cart buttons) share one layout.
const layouts = new Map<string, Promise<MachineLayout>>();

function useLayout(graph: MachineGraph): MachineLayout | null {
  const [layout, setLayout] = useState<MachineLayout | null>(null);
  useEffect(() => {
    let live = true;
    const key = JSON.stringify(graph);
    let pending = layouts.get(key);
    if (!pending) {
      pending = layoutMachine(graph);
      layouts.set(key, pending);
    }
    pending.then((l) => live && setLayout(l));
    return () => {
      live = false;
    };
  }, [graph]);
  return layout;
}

function LiveChart({ machine, value }: { machine: AnyStateMachine; value: unknown }) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const layout = useLayout(graph);
  const active = useMemo(() => activeStateIds(graph, value), [graph, value]);
  if (!layout) return <p className="sf-inspector__pending">Drawing {machine.id}…</p>;
  return (
    <div className="sf-inspector__diagram">
      <StateChart name={machine.id} layout={layout} active={active} />
    </div>
  );
}

function LogLine({ entry, target }: { entry: LoggedEvent; target: string }) {
  const { type, ...payload } = entry.event;
  const data = Object.keys(payload).length ? safeJson(payload, 0) : '';
  return (
    <li data-event-type={type} data-actor={entry.actorKey} data-machine-id={entry.machineId ?? undefined}>
      <span className="sf-inspector__target">{target}</span> ← <code>{type}</code>
      {data && <span className="sf-inspector__payload"> {data.length > 160 ? `${data.slice(0, 159)}…` : data}</span>}
    </li>
  );
}

function safeJson(value: unknown, indent = 2): string {
  try {
    return JSON.stringify(value, (_k, v) => (typeof v === 'function' ? '(function)' : v), indent) ?? '';
  } catch {
    return '(not serialisable)';
  }
}
