import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AnyStateMachine } from 'xstate';
import { ChartFrame } from './ChartFrame';
import { activeStateIds, type MachineGraph, machineGraph } from './graph';
import { byRecentActivity, type InspectedActor, type InspectionStore, type LoggedEvent } from './inspection-store';
import { layoutMachine, type MachineLayout } from './layout';

type Dock = 'right' | 'bottom';

/** The panel's place and size, kept for the tab across the listing's reloads. */
interface Placement {
  dock: Dock;
  /** Width when docked right, height when docked at the bottom, in CSS pixels. */
  size: number;
}

/** The window's inner size, in CSS pixels. */
interface Viewport {
  width: number;
  height: number;
}

/**
 * What the panel reads and keeps outside itself, given by src/devtools/inspector.tsx from
 * services/inspectorRoom: the window's size, the placement kept for the tab, and the
 * address that stops inspecting.
 */
export interface PanelRoom {
  viewport: () => Viewport;
  saved: () => unknown;
  keep: (placement: Placement) => void;
  stopHref: () => string;
}

const MIN_SIZE = 160;
const RESIZE_STEP = 40;

/** The room the page keeps: the panel never takes more than this share of the window. */
const maxSize = (dock: Dock, v: Viewport) => Math.round((dock === 'right' ? v.width : v.height) * 0.9);
const clampSize = (dock: Dock, size: number, v: Viewport) =>
  Math.max(MIN_SIZE, Math.min(maxSize(dock, v), Math.round(size)));

/** At most 35% of the width at the right, 40% of the height at the bottom. */
const defaultSizeFor = (dock: Dock, v: Viewport) =>
  dock === 'right' ? Math.min(420, Math.floor(v.width * 0.35)) : Math.floor(v.height * 0.4);

/**
 * The kept placement if it is one, fitted to the window; else the default: a phone's
 * screen is too narrow to share side by side, so the panel starts at the bottom.
 */
function placementFrom(saved: unknown, v: Viewport): Placement {
  const kept = saved as Partial<Placement> | null;
  if (kept && (kept.dock === 'right' || kept.dock === 'bottom') && typeof kept.size === 'number') {
    return { dock: kept.dock, size: clampSize(kept.dock, kept.size, v) };
  }
  const dock: Dock = v.width < 700 ? 'bottom' : 'right';
  return { dock, size: defaultSizeFor(dock, v) };
}

/**
 * The live inspector: every actor the page runs, the most recently active first, each with
 * its state and, when opened, its statechart with the current state highlighted; and the
 * events sent to them as the shopper clicks. A filter narrows both to the machines whose
 * name matches. The panel docks at the right or the bottom of the window and is resized
 * by dragging or with the arrow keys on its edge.
 */
export function InspectorPanel({ store, room }: { store: InspectionStore; room: PanelRoom }) {
  const { actors, log } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [open, setOpen] = useState(true);
  const [filter, setFilter] = useState('');
  const [placement, setPlacementState] = useState(() => placementFrom(room.saved(), room.viewport()));
  const bodyId = useId();
  const filterId = useId();
  const setPlacement = (next: Placement) => {
    const clamped = { dock: next.dock, size: clampSize(next.dock, next.size, room.viewport()) };
    setPlacementState(clamped);
    room.keep(clamped);
  };
  const running = actors.filter((a) => a.status === 'active').length;
  const labels = new Map(actors.map((a) => [a.key, actorLabel(a)] as const));
  const wanted = filter.trim().toLowerCase();
  const matches = (machineId: string | null, key: string) =>
    !wanted || (machineId ?? labels.get(key) ?? '').toLowerCase().includes(wanted);
  const shown = byRecentActivity(actors).filter((a) => matches(a.machineId, a.key));
  const shownLog = log.filter((e) => matches(e.machineId, e.actorKey));
  const { dock, size } = placement;
  const other: Dock = dock === 'right' ? 'bottom' : 'right';
  return (
    <aside
      className={`sf-inspector sf-inspector--${dock}${open ? '' : ' is-collapsed'}`}
      aria-label="Machine inspector"
      style={open ? (dock === 'right' ? { width: size } : { height: size }) : undefined}
    >
      {open && <ResizeEdge placement={placement} viewport={room.viewport} onResize={setPlacement} />}
      <header className="sf-inspector__header">
        <h2 className="sf-inspector__title">
          Machines <span className="sf-inspector__count">{running} running</span>
        </h2>
        <button
          type="button"
          onClick={() => setPlacement({ dock: other, size: defaultSizeFor(other, room.viewport()) })}
        >
          {other === 'bottom' ? 'Dock at bottom' : 'Dock at right'}
        </button>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
        <a href={room.stopHref()}>Stop inspecting</a>
      </header>
      <div id={bodyId} className="sf-inspector__body" hidden={!open}>
        <p className="sf-inspector__filter">
          <label htmlFor={filterId}>Filter by machine</label>{' '}
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="e.g. addToCart"
            autoComplete="off"
            spellCheck={false}
          />{' '}
          <output htmlFor={filterId} className="sf-inspector__count">
            {shown.length} of {actors.length}
          </output>
        </p>
        <ul className="sf-inspector__actors" aria-label="Actors, most recently active first">
          {shown.map((a) => (
            <ActorView key={a.key} actor={a} parent={a.parentKey ? labels.get(a.parentKey) : undefined} />
          ))}
        </ul>
        <h3 className="sf-inspector__subtitle">Events, latest first</h3>
        <ol className="sf-inspector__log" aria-label="Event log" reversed>
          {[...shownLog].reverse().map((e) => (
            <LogLine key={e.seq} entry={e} target={labels.get(e.actorKey) ?? e.actorKey} />
          ))}
        </ol>
      </div>
    </aside>
  );
}

/**
 * The panel's inner edge, a window splitter: drag it, or focus it and use the arrow keys
 * (Home and End for the smallest and largest size).
 */
function ResizeEdge({
  placement,
  viewport,
  onResize,
}: {
  placement: Placement;
  viewport: () => Viewport;
  onResize: (next: Placement) => void;
}) {
  const { dock, size } = placement;
  const grow = dock === 'right' ? 'ArrowLeft' : 'ArrowUp';
  const shrink = dock === 'right' ? 'ArrowRight' : 'ArrowDown';
  const onKeyDown = (e: KeyboardEvent) => {
    const next =
      e.key === grow
        ? size + RESIZE_STEP
        : e.key === shrink
          ? size - RESIZE_STEP
          : e.key === 'Home'
            ? MIN_SIZE
            : e.key === 'End'
              ? maxSize(dock, viewport())
              : null;
    if (next === null) return;
    e.preventDefault();
    onResize({ dock, size: next });
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId)) return;
    const v = viewport();
    onResize({ dock, size: dock === 'right' ? v.width - e.clientX : v.height - e.clientY });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot take focus or a value; this is the ARIA window splitter
    <div
      className="sf-inspector__edge"
      role="separator"
      tabIndex={0}
      aria-label={dock === 'right' ? 'Inspector width' : 'Inspector height'}
      aria-orientation={dock === 'right' ? 'vertical' : 'horizontal'}
      aria-valuenow={size}
      aria-valuemin={MIN_SIZE}
      aria-valuemax={maxSize(dock, viewport())}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
    />
  );
}

const actorLabel = (a: InspectedActor) => `${a.machineId ?? a.ref.id} ${a.key}`;

function formatValue(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ActorView({ actor, parent }: { actor: InspectedActor; parent: string | undefined }) {
  // Diagrams start folded (a listing runs two dozen actors); a stopped actor (its island
  // unmounted) is dimmed. A folded diagram is not drawn at all.
  const stopped = actor.status === 'stopped';
  const [expanded, setExpanded] = useState(false);
  return (
    <li
      className={`sf-inspector__actor${stopped ? ' is-stopped' : ''}`}
      data-actor={actor.key}
      data-machine-id={actor.machineId ?? undefined}
      data-status={actor.status}
    >
      <details onToggle={(e) => setExpanded(e.currentTarget.open)}>
        <summary>
          <strong>{actor.machineId ?? actor.ref.id}</strong> <span className="sf-inspector__key">{actor.key}</span>{' '}
          <code className="sf-inspector__value" data-state-value>
            {formatValue(actor.value)}
          </code>{' '}
          <span className="sf-inspector__status">{actor.status}</span>
          {parent && <span className="sf-inspector__parent"> · invoked by {parent}</span>}
        </summary>
        {expanded && actor.machine && <LiveChart machine={actor.machine} value={actor.value} />}
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
  return <ChartFrame className="sf-inspector__diagram" name={machine.id} layout={layout} active={active} />;
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

/** Functions and page elements (the views' refs that machines carry) shown by name, not walked. */
const readable = (_key: string, v: unknown) =>
  typeof v === 'function' ? '(function)' : v instanceof Element ? `<${v.tagName.toLowerCase()}>` : v;

function safeJson(value: unknown, indent = 2): string {
  try {
    return JSON.stringify(value, readable, indent) ?? '';
  } catch {
    return '(not serialisable)';
  }
}
