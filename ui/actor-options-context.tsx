import { createContext, useContext } from 'react';
import type { InspectionEvent } from 'xstate';

/**
 * Options every island gives the actors it starts, besides its own `input`. Empty on a
 * normal page; with inspection on (`?inspect=1`) it carries XState's `inspect` observer,
 * so the inspector sees every actor. Views spread it into their actor options:
 * `useWidget(machine, input)` (ui/useWidget.ts) does it.
 */
export interface ActorOptions {
  inspect?: (event: InspectionEvent) => void;
}

export const ActorOptionsContext = createContext<ActorOptions>({});

export function useActorOptions(): ActorOptions {
  return useContext(ActorOptionsContext);
}
