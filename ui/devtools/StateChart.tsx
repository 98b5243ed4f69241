import { useId } from 'react';
import {
  FONT,
  headerHeight,
  type MachineLayout,
  type PlacedState,
  type PlacedTransition,
  type Point,
} from './geometry';

/** Below this scale a chart's text gets too small to read; its box scrolls instead. */
const MIN_SCALE = 0.6;

/**
 * A statechart drawn as SVG from a computed layout. Styling is in presentation attributes
 * so the same markup reads the same on the developer page, in the inspector and as an
 * exported .svg file. `active` highlights the states an actor is in. `fit` scales it down
 * to the width of its box (through its viewBox), down to MIN_SCALE; an exported file keeps
 * its own size.
 */
export function StateChart({
  name,
  layout,
  active,
  fit = false,
}: {
  /** The registry name (or machine id), written as `data-machine`. */
  name: string;
  layout: MachineLayout;
  active?: ReadonlySet<string>;
  fit?: boolean;
}) {
  const uid = `sc${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const titleId = `${uid}-title`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="statechart"
      data-machine={name}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      style={
        fit
          ? {
              width: '100%',
              maxWidth: layout.width,
              minWidth: Math.min(layout.width, Math.ceil(layout.width * MIN_SCALE)),
              height: 'auto',
            }
          : undefined
      }
      role="img"
      aria-labelledby={titleId}
      fontFamily={FONT.family}
    >
      <title id={titleId}>{`Statechart of the ${name} machine`}</title>
      <defs>
        {Object.entries(EDGE_STYLE).map(([kind, style]) => (
          <marker
            key={kind}
            id={`${uid}-arrow-${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={style.stroke} />
          </marker>
        ))}
      </defs>
      <rect width={layout.width} height={layout.height} fill="#ffffff" />
      <g className="statechart-states">
        {layout.states.map((s) => (
          <StateShape key={s.id} state={s} active={active?.has(s.id) ?? false} />
        ))}
      </g>
      <g className="statechart-initials">
        {layout.initials.map((i) => (
          <g key={i.parentId} data-initial-of={i.parentId}>
            <circle cx={i.x} cy={i.y} r={5} fill="#1d1d1f" />
            <path d={pathOf(i.path)} fill="none" stroke="#1d1d1f" markerEnd={`url(#${uid}-arrow-event)`} />
          </g>
        ))}
      </g>
      <g className="statechart-transitions">
        {layout.transitions.map((t) => (
          <TransitionShape key={t.id} transition={t} marker={`url(#${uid}-arrow-${t.kind})`} />
        ))}
      </g>
    </svg>
  );
}

const EDGE_STYLE: Record<PlacedTransition['kind'], { stroke: string; dash?: string }> = {
  event: { stroke: '#3b3b45' },
  delayed: { stroke: '#1f5f8b', dash: '6 3' },
  always: { stroke: '#6b6b78', dash: '2 3' },
  done: { stroke: '#1e6b3a' },
  error: { stroke: '#a4262c' },
  snapshot: { stroke: '#6b6b78' },
};

function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
}

function StateShape({ state: s, active }: { state: PlacedState; active: boolean }) {
  const compound = s.type === 'compound' || s.type === 'parallel';
  // The states an actor is in are filled; their (always active) ancestors only outlined,
  // and the root, active whenever the actor runs, not at all.
  const outlined = active && s.parentId !== null;
  const stroke = outlined ? '#9a6700' : '#5b5b66';
  const fill = active && !compound ? '#fff1c2' : compound ? (s.depth % 2 ? '#f4f4f8' : '#fbfbfd') : '#ffffff';
  const strokeWidth = outlined ? 2.5 : 1.2;
  const common = {
    'data-state-id': s.id,
    'data-state-key': s.key,
    'data-state-type': s.type,
    ...(s.initial ? { 'data-initial': 'true' } : {}),
    ...(active ? { 'data-active': 'true' } : {}),
    className: `statechart-state statechart-state--${s.type}${active ? ' is-active' : ''}`,
  };
  const tooltip = [s.id, s.description].filter(Boolean).join('\n');
  if (s.type === 'history') {
    const r = s.width / 2;
    return (
      <g {...common}>
        <title>{`${tooltip} (${s.history ?? 'shallow'} history)`}</title>
        <circle cx={s.x + r} cy={s.y + r} r={r} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />
        <text x={s.x + r} y={s.y + r + 4} textAnchor="middle" fontSize={FONT.name} fontWeight={600} fill="#1d1d1f">
          {s.history === 'deep' ? 'H*' : 'H'}
        </text>
      </g>
    );
  }
  return (
    <g {...common}>
      <title>{tooltip}</title>
      <rect
        x={s.x}
        y={s.y}
        width={s.width}
        height={s.height}
        rx={8}
        fill={fill}
        stroke={stroke}
        strokeWidth={strokeWidth}
        // Regions of a parallel state are drawn dashed, the statechart convention.
        strokeDasharray={s.region ? '6 4' : undefined}
      />
      {s.type === 'final' && (
        <rect
          x={s.x + 4}
          y={s.y + 4}
          width={s.width - 8}
          height={s.height - 8}
          rx={6}
          fill="none"
          stroke={stroke}
          strokeWidth={strokeWidth}
        />
      )}
      <text
        className="statechart-state-name"
        x={s.x + (s.type === 'final' ? 14 : 10)}
        y={s.y + 18}
        fontSize={FONT.name}
        fontWeight={600}
        fill="#1d1d1f"
      >
        {s.key}
        {s.type === 'parallel' && (
          <tspan fontWeight={400} fill="#5b5b66">
            {' (parallel)'}
          </tspan>
        )}
      </text>
      {s.details.map((line, i) => (
        <text
          key={line}
          x={s.x + (s.type === 'final' ? 14 : 10)}
          y={s.y + 18 + (i + 1) * FONT.line}
          fontSize={FONT.small}
          fill="#5b5b66"
        >
          {line}
        </text>
      ))}
      {compound && s.details.length > 0 && (
        <line x1={s.x} x2={s.x + s.width} y1={s.y + headerHeight(s)} y2={s.y + headerHeight(s)} stroke="#e3e3e8" />
      )}
    </g>
  );
}

function TransitionShape({ transition: t, marker }: { transition: PlacedTransition; marker: string }) {
  const style = EDGE_STYLE[t.kind];
  return (
    <g
      className={`statechart-transition statechart-transition--${t.kind}`}
      data-transition={t.id}
      data-event={t.eventType ?? 'always'}
      data-source={t.sourceId}
      data-targets={t.targetIds.join(' ')}
    >
      {t.routes.map((r, i) => (
        <path
          // Routes of one transition are fixed by its targets' order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          d={pathOf(r)}
          fill="none"
          stroke={style.stroke}
          strokeWidth={1.3}
          strokeDasharray={t.targetIds.length === 0 ? '1 3' : style.dash}
          markerEnd={marker}
        />
      ))}
      <rect
        x={t.label.x - 2}
        y={t.label.y}
        width={t.label.width + 4}
        height={t.label.height}
        rx={3}
        fill="#ffffff"
        fillOpacity={0.92}
      />
      {t.labelLines.map((line, i) => (
        <text
          key={line}
          className="statechart-transition-label"
          x={t.label.x + 4}
          y={t.label.y + 13 + i * FONT.line}
          fontSize={FONT.small}
          fontWeight={i === 0 ? 600 : 400}
          fill={i === 0 ? style.stroke : '#5b5b66'}
        >
          {line}
        </text>
      ))}
    </g>
  );
}
