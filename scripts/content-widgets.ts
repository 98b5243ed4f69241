import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The index of the content widget types (docs/decisions/0321): every folder of
 * content-widgets/ is one type, named by the folder, with `model.ts` (its view model,
 * `export type Model`), `View.tsx` (its view, the default export) and `server.ts` (its
 * settings and data, `export default defineWidget(...)`). This writes the three lists the
 * rest of the shop reads, so a new type is its folder and `npm run content-widgets`;
 * test/unit/content-widgets-index.test.ts fails when the committed lists are stale.
 */
export const widgetsDir = path.resolve(import.meta.dirname, '../content-widgets');

const PIECES = ['model.ts', 'View.tsx', 'server.ts'] as const;

/** The widget types: the folders of content-widgets/, sorted. */
export function widgetTypeNames(dir = widgetsDir): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();
}

const HEADER =
  '// Written by `npm run content-widgets` (scripts/content-widgets.ts) from the folders of content-widgets/: do not edit.\n';
const local = (i: number) => `W${i}`;
/** A key as Biome writes it: quoted only when it is not an identifier. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The three generated files, by name, with their text. */
export function contentWidgetIndex(dir = widgetsDir): Record<string, string> {
  const names = widgetTypeNames(dir);
  for (const name of names) {
    const missing = PIECES.filter((file) => !readdirSync(path.join(dir, name)).includes(file));
    if (missing.length) throw new Error(`content-widgets/${name}/ has no ${missing.join(', ')}`);
  }
  const entries = (value: (i: number) => string) => names.map((name, i) => `  ${key(name)}: ${value(i)};`).join('\n');
  const importEach = (file: string, how: (i: number) => string) =>
    names.map((name, i) => `import ${how(i)} from './${name}/${file}';`).join('\n');
  return {
    'models.ts': `${HEADER}${importEach('model', (i) => `type { Model as ${local(i)} }`)}

/** Every widget type's view model, by the type's name. */
export interface WidgetModels {
${entries(local)}
}
`,
    'views.ts': `${HEADER}import type { ComponentType } from 'react';
import type { WidgetTypeName, WidgetViewOf } from '../ui/content/types';
${importEach('View', local)}

/** Every widget type's view, by the type's name (ui/content/widgets.tsx renders them). */
export const widgetViews: { [T in WidgetTypeName]: ComponentType<{ id: string; view: WidgetViewOf<T> }> } = {
${entries(local).replaceAll(';', ',')}
};
`,
    'server.ts': `${HEADER}${importEach('server', local)}

/** Every widget type's settings and data, by the type's name (server/content/registry.ts). */
export const widgetTypes = {
${entries(local).replaceAll(';', ',')}
};
`,
  };
}

/** Writes the index; the names of the files it changed. */
export function writeContentWidgetIndex(dir = widgetsDir): string[] {
  const changed: string[] = [];
  for (const [file, text] of Object.entries(contentWidgetIndex(dir))) {
    const target = path.join(dir, file);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current !== text) {
      writeFileSync(target, text);
      changed.push(`content-widgets/${file}`);
    }
  }
  return changed;
}

if (process.argv[1] === import.meta.filename) {
  const changed = writeContentWidgetIndex();
  console.log(changed.length ? `wrote ${changed.join(', ')}` : 'content-widgets/ index is current');
}
