import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Views only render state and send events (docs/decisions/0101, 0150): the DOM work is the
// services', the wiring src/live's. The modal primitive is the one exception, as note 0111 says:
// it opens and closes its <dialog> and gives focus back to the element focused before.
const root = path.resolve(import.meta.dirname, '../..');
const views = readdirSync(path.join(root, 'ui'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && file !== path.join('modal', 'Modal.tsx'))
  .map((file) => [path.join('ui', file), readFileSync(path.join(root, 'ui', file), 'utf8')] as const);

/** A file's code without its comments, which may name what the code must not do. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('views', () => {
  it.each(views)('%s holds no wiring, listener or document query', (_file, text) => {
    const found = code(text).match(/\.provide\(|addEventListener|querySelector|\bdocument\.|\bwindow\.|dispatchEvent/g);
    expect(found ?? []).toEqual([]);
  });

  it.each(views)('%s starts a machine one way: useActorRef, read with useSelector', (_file, text) => {
    const hooks = code(text).match(/\b(useMachine|useActor)\b/g);
    expect(hooks ?? []).toEqual([]);
  });
});
