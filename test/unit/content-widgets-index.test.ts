import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetViews } from '../../content-widgets/views';
import { contentWidgetIndex, widgetsDir, widgetTypeNames } from '../../scripts/content-widgets';
import { widgetTypes } from '../../server/content/registry';

// A content widget type is a folder of content-widgets/ (docs/decisions/0321); its lists
// are written by `npm run content-widgets`. A folder added, renamed or removed without it
// fails here.
describe('the content widget index', () => {
  it.each(Object.entries(contentWidgetIndex()))(
    'content-widgets/%s is what npm run content-widgets writes',
    (file, text) => {
      expect(
        readFileSync(path.join(widgetsDir, file), 'utf8'),
        `content-widgets/${file} is stale: run npm run content-widgets`,
      ).toBe(text);
    },
  );

  it.each(widgetTypeNames())('the folder %s is a widget type of that name, with its view', (name) => {
    expect((widgetTypes as Record<string, { type: string }>)[name]?.type).toBe(name);
    expect(Object.keys(widgetViews)).toContain(name);
  });
});
