import { createContext, type ReactElement, useContext } from 'react';
import type { StorefrontConfig } from '../domain/storefrontConfig';
import { useRenderConfig } from './render-config';

/**
 * Where a page render keeps parts that are the same for every request showing the same
 * data (src/kept-parts.tsx, docs/decisions/0304). Provided only by the server's page
 * render; everywhere else (the browser, component tests, fragment renders) `Kept` renders
 * its children as usual.
 */
export interface KeptParts {
  /** What to render in place of `element`, the part named `name` showing `input`. */
  place(name: string, input: unknown, config: StorefrontConfig | null, element: ReactElement): ReactElement;
}

export const KeptPartsContext = createContext<KeptParts | null>(null);

/**
 * A part of a page whose markup is a function of `input` alone (and of the storefront
 * configuration without its nonce): rendered once by React and reused by the server for
 * every later page that shows the same input. `input` must hold everything the part shows,
 * so that a new price or name is a new input; nothing of one shopper's session may be in
 * it (the part would be rendered for every shopper).
 */
export function Kept({ name, input, children }: { name: string; input: unknown; children: ReactElement }) {
  const parts = useContext(KeptPartsContext);
  const config = useRenderConfig();
  return parts ? parts.place(name, input, config, children) : children;
}
