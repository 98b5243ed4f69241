// Written by `npm run content-widgets` (scripts/content-widgets.ts) from the folders of content-widgets/: do not edit.
import type { Model as W0 } from './archive-products/model';
import type { Model as W1 } from './archive-title/model';
import type { Model as W2 } from './category-grid/model';
import type { Model as W3 } from './contact-buttons/model';
import type { Model as W4 } from './contact-form/model';
import type { Model as W5 } from './heading/model';
import type { Model as W6 } from './hero/model';
import type { Model as W7 } from './link-list/model';
import type { Model as W8 } from './loop-grid/model';
import type { Model as W9 } from './post-list/model';
import type { Model as W10 } from './product-carousel/model';
import type { Model as W11 } from './search-form/model';
import type { Model as W12 } from './share-buttons/model';
import type { Model as W13 } from './site-footer/model';
import type { Model as W14 } from './site-header/model';
import type { Model as W15 } from './social-embed/model';
import type { Model as W16 } from './text/model';

/** Every widget type's view model, by the type's name. */
export interface WidgetModels {
  'archive-products': W0;
  'archive-title': W1;
  'category-grid': W2;
  'contact-buttons': W3;
  'contact-form': W4;
  heading: W5;
  hero: W6;
  'link-list': W7;
  'loop-grid': W8;
  'post-list': W9;
  'product-carousel': W10;
  'search-form': W11;
  'share-buttons': W12;
  'site-footer': W13;
  'site-header': W14;
  'social-embed': W15;
  text: W16;
}
