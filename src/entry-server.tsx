import { renderToString } from 'react-dom/server';
import { type Assets, Document } from './Document';
import { pages } from './pages/index';
import type { PageMap, PageName } from './pages/types';

export type { Assets };

/** Renders a whole page to HTML on the server. Islands in it hydrate in the browser. */
export function renderPage<K extends PageName>(
  name: K,
  props: PageMap[K],
  meta: { title: string; description?: string },
  assets: Assets,
): string {
  const Page = pages[name] as React.ComponentType<PageMap[K]>;
  return `<!doctype html>${renderToString(
    <Document title={meta.title} description={meta.description} config={props.layout.config} assets={assets}>
      <Page {...props} />
    </Document>,
  )}`;
}

export { renderCartFragments } from './cart-fragments';
export { renderContentWidget } from './content-widget';
export { renderListingRegion } from './listing-region';
/** Renders a component alone: the markup of a cart fragment region. */
export { renderToString as renderFragment };
