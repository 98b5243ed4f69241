import type { ComponentType } from 'react';

/**
 * Marks an interactive widget for hydration. The page is rendered on the server as plain
 * HTML; only islands are hydrated in the browser (src/start-client.tsx), each from the
 * JSON props written here, so static markup costs no JavaScript. The name must be a key
 * of src/islands.ts.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  /** `focus`: hydrated when focus first enters it rather than on load (src/hydrate.tsx). */
  hydrate?: 'focus';
}) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate}>
      <Component {...props} />
    </div>
  );
}
