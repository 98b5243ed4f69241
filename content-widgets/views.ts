// Written by `npm run content-widgets` (scripts/content-widgets.ts) from the folders of content-widgets/: do not edit.
import type { ComponentType } from 'react';
import type { WidgetTypeName, WidgetViewOf } from '../ui/content/types';
import W0 from './archive-products/View';
import W1 from './archive-title/View';
import W2 from './category-grid/View';
import W3 from './contact-buttons/View';
import W4 from './contact-form/View';
import W5 from './heading/View';
import W6 from './hero/View';
import W7 from './link-list/View';
import W8 from './loop-grid/View';
import W9 from './post-list/View';
import W10 from './product-carousel/View';
import W11 from './search-form/View';
import W12 from './share-buttons/View';
import W13 from './site-footer/View';
import W14 from './site-header/View';
import W15 from './social-embed/View';
import W16 from './text/View';

/** Every widget type's view, by the type's name (ui/content/widgets.tsx renders them). */
export const widgetViews: { [T in WidgetTypeName]: ComponentType<{ id: string; view: WidgetViewOf<T> }> } = {
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
