import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request spent, in milliseconds: in database queries and in rendering React. */
export interface RequestTiming {
  /** Each query's [start, end] on performance.now()'s clock. */
  queries: [number, number][];
  render: number;
}

const current = new AsyncLocalStorage<RequestTiming>();

/** Starts counting for the request running now (`SERVER_TIMING=1`); what it awaits counts too. */
export function startTiming(): RequestTiming {
  const timing: RequestTiming = { queries: [], render: 0 };
  current.enterWith(timing);
  return timing;
}

/** Adds `ms`, just ended, to the running request's `kind`; nothing when no request is being timed. */
export function spent(kind: 'db' | 'render', ms: number): void {
  const timing = current.getStore();
  if (!timing) return;
  if (kind === 'render') timing.render += ms;
  else {
    const end = performance.now();
    timing.queries.push([end - ms, end]);
  }
}

/**
 * The time at least one query was running. Queries a route sends together (Promise.all)
 * overlap: their sum would count the same milliseconds twice and could exceed the request.
 */
export function databaseTime({ queries }: RequestTiming): number {
  let busy = 0;
  let until = Number.NEGATIVE_INFINITY;
  for (const [start, end] of [...queries].sort((a, b) => a[0] - b[0])) {
    if (end <= until) continue;
    busy += end - Math.max(start, until);
    until = end;
  }
  return busy;
}

/** Whether a request is being timed, so callers skip reading the clock when none is. */
export function timing(): boolean {
  return current.getStore() !== undefined;
}
