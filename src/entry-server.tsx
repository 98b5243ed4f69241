import { renderToString } from 'react-dom/server';
import { KeptPartsContext } from '../ui/Kept';
import { type Assets, Document } from './Document';
import { keptPartsSettings, pageParts } from './kept-parts';
import { pages } from './pages/index';
import type { PageMap, PageName } from './pages/types';

export type { Assets };

/**
 * Renders a whole page to HTML on the server. Islands in it hydrate in the browser. Parts
 * that other pages showed with the same data are reused (src/kept-parts.tsx).
 */
export function renderPage<K extends PageName>(
  name: K,
  props: PageMap[K],
  meta: { title: string; description?: string },
  assets: Assets,
): string {
  const Page = pages[name] as React.ComponentType<PageMap[K]>;
  const page = (
    <Document title={meta.title} description={meta.description} config={props.layout.config} assets={assets}>
      <Page {...props} />
    </Document>
  );
  if (!keptPartsSettings.enabled) return `<!doctype html>${renderToString(page)}`;
  const { parts, finish } = pageParts();
  return `<!doctype html>${finish(renderToString(<KeptPartsContext.Provider value={parts}>{page}</KeptPartsContext.Provider>))}`;
}

export { renderCartFragments } from './cart-fragments';
export { renderContentWidget } from './content-widget';
export { forgetKeptParts, keptPartsSettings } from './kept-parts';
export { renderListingRegion } from './listing-region';
/** Renders a component alone: the markup of a cart fragment region. */
export { renderToString as renderFragment };
