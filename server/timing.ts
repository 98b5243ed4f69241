import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request spent, in milliseconds: in database queries and in rendering React. */
export interface RequestTiming {
  db: number;
  render: number;
}

const current = new AsyncLocalStorage<RequestTiming>();

/** Starts counting for the request running now (`SERVER_TIMING=1`); what it awaits counts too. */
export function startTiming(): RequestTiming {
  const timing = { db: 0, render: 0 };
  current.enterWith(timing);
  return timing;
}

/** Adds `ms` to the running request's `kind`; nothing when no request is being timed. */
export function spent(kind: keyof RequestTiming, ms: number): void {
  const timing = current.getStore();
  if (timing) timing[kind] += ms;
}

/** Whether a request is being timed, so callers skip reading the clock when none is. */
export function timing(): boolean {
  return current.getStore() !== undefined;
}
