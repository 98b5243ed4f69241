import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { actionName, delayMs, guardName, transitionsOf } from '../../ui/devtools/graph';

/**
 * A machine's definition as plain JSON in XState's own config shape, what the Stately
 * editor imports (as the argument of `createMachine(…)`, see `machineSource`). Read from
 * the machine's state nodes, so every shorthand comes out in one long form; functions are
 * gone, and the names of guards, actions and invoked actors stay as strings. A named delay
 * is written in milliseconds, which is what the editor shows and simulates.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

/** A target as the config would write it: a sibling's key, `.child` below, or `#id`. */
function targetRef(source: AnyStateNode, target: AnyStateNode): string {
  if (source.parent && target.parent === source.parent) return target.key;
  if (target.parent === source) return `.${target.key}`;
  return `#${target.id}`;
}

function transitionConfig(t: AnyTransitionDefinition): JsonObject {
  const targets = (t.target ?? []).map((s) => targetRef(t.source, s));
  const actions = (t.actions ?? []).map(actionName);
  return {
    ...(targets.length === 1 ? { target: targets[0]! } : targets.length > 1 ? { target: targets } : {}),
    ...(t.guard === undefined ? {} : { guard: guardName(t.guard) }),
    ...(actions.length ? { actions } : {}),
    ...(t.reenter ? { reenter: true } : {}),
    ...(t.description ? { description: t.description } : {}),
  };
}

function actionList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(actionName);
}

/** Context only when it is already plain data (a function of input is not). */
function jsonContext(context: unknown): JsonValue | undefined {
  if (context === undefined || typeof context === 'function') return undefined;
  try {
    return JSON.parse(JSON.stringify(context)) as JsonValue;
  } catch {
    return undefined;
  }
}

function stateConfig(node: AnyStateNode, machine: AnyStateMachine): JsonObject {
  const config: JsonObject = {};
  // An id of its own (`id: 'x'`), which `#x` targets rely on; the default is the path.
  if (node.parent && node.id !== `${node.parent.id}.${node.key}`) config.id = node.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type;
  if (node.type === 'history' && node.history) config.history = node.history;
  if (node.type === 'compound') {
    const initial = node.initial?.target?.[0];
    if (initial) config.initial = initial.key;
  }
  if (node.description) config.description = node.description;
  if (node.tags.length) config.tags = [...node.tags];
  const entry = actionList(node.config.entry);
  const exit = actionList(node.config.exit);
  if (entry.length) config.entry = entry;
  if (exit.length) config.exit = exit;

  const on: JsonObject = {};
  const after: JsonObject = {};
  const always: JsonValue[] = [];
  let onDone: JsonValue[] | undefined;
  const invokes = node.invoke.map((i) => ({ id: i.id, src: i.src as string }) as JsonObject);
  const invokeHandler = (type: string): { invoke: JsonObject; key: string } | undefined => {
    for (const [prefix, key] of [
      ['xstate.done.actor.', 'onDone'],
      ['xstate.error.actor.', 'onError'],
      ['xstate.snapshot.', 'onSnapshot'],
    ] as const) {
      if (!type.startsWith(prefix)) continue;
      const invoke = invokes.find((i) => i.id === type.slice(prefix.length));
      if (invoke) return { invoke, key };
    }
    return undefined;
  };

  for (const t of transitionsOf(node)) {
    const item = transitionConfig(t);
    const type = t.eventType;
    const delay = (t as { delay?: string | number }).delay;
    if (!type) always.push(item);
    else if (type.startsWith('xstate.after.') && delay !== undefined) {
      const key = String(delayMs(machine, delay) ?? delay);
      after[key] = [...((after[key] as JsonValue[] | undefined) ?? []), item];
    } else if (type === `xstate.done.state.${node.id}`) onDone = [...(onDone ?? []), item];
    else {
      const handler = invokeHandler(type);
      if (handler) handler.invoke[handler.key] = [...((handler.invoke[handler.key] as JsonValue[]) ?? []), item];
      else on[type] = [...((on[type] as JsonValue[] | undefined) ?? []), item];
    }
  }
  if (invokes.length) config.invoke = invokes.length === 1 ? invokes[0]! : invokes;
  if (Object.keys(on).length) config.on = on;
  if (Object.keys(after).length) config.after = after;
  if (always.length) config.always = always;
  if (onDone) config.onDone = onDone;

  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (children.length) config.states = Object.fromEntries(children.map((c) => [c.key, stateConfig(c, machine)]));
  return config;
}

/** The Stately-importable definition of `machine`. */
export function statelyConfig(machine: AnyStateMachine, description?: string): JsonObject {
  const root = stateConfig(machine.root, machine);
  const context = jsonContext(machine.config.context);
  return {
    id: machine.id,
    ...(description && !root.description ? { description } : {}),
    ...(context === undefined ? {} : { context }),
    ...root,
  };
}
