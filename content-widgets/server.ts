// Written by `npm run content-widgets` (scripts/content-widgets.ts) from the folders of content-widgets/: do not edit.
import W0 from './archive-products/server';
import W1 from './archive-title/server';
import W2 from './category-grid/server';
import W3 from './contact-buttons/server';
import W4 from './contact-form/server';
import W5 from './heading/server';
import W6 from './hero/server';
import W7 from './link-list/server';
import W8 from './loop-grid/server';
import W9 from './post-list/server';
import W10 from './product-carousel/server';
import W11 from './search-form/server';
import W12 from './share-buttons/server';
import W13 from './site-footer/server';
import W14 from './site-header/server';
import W15 from './social-embed/server';
import W16 from './text/server';

/** Every widget type's settings and data, by the type's name (server/content/registry.ts). */
export const widgetTypes = {
  'archive-products': W0,
  'archive-title': W1,
  'category-grid': W2,
  'contact-buttons': W3,
  'contact-form': W4,
  heading: W5,
  hero: W6,
  'link-list': W7,
  'loop-grid': W8,
  'post-list': W9,
  'product-carousel': W10,
  'search-form': W11,
  'share-buttons': W12,
  'site-footer': W13,
  'site-header': W14,
  'social-embed': W15,
  text: W16,
};
