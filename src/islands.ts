import type { IslandEntry } from './island-entry';

export type { IslandComponent, IslandEntry } from './island-entry';

/**
 * Every island the server can emit (ui/Island), by name: one file each, `./islands/<Name>.ts`,
 * whose default export says which machines its views run and how its code loads. Found by
 * the file's name, so a new island is its own file and no list (docs/adding-a-widget.md).
 * Widgets on most pages import their view directly; widgets only some pages need load it
 * with a dynamic import, so each is a chunk loaded on demand (docs/decisions/0288, 0312).
 */
const files = import.meta.glob<IslandEntry>('./islands/*.ts', { eager: true, import: 'default' });

export const islands: Record<string, IslandEntry> = Object.fromEntries(
  Object.entries(files).map(([file, island]) => [file.slice('./islands/'.length, -'.ts'.length), island]),
);
