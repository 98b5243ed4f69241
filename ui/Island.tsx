import type { ComponentType } from 'react';

/**
 * Marks an interactive widget for hydration. The page is rendered on the server as plain
 * HTML; only islands are hydrated in the browser (src/entry-client.tsx), each from the
 * JSON props written here, so static markup costs no JavaScript. The name must be a key
 * of src/islands.ts.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
