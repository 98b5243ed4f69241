import type { WidgetTypeName } from '../../ui/content/types';
import type { WidgetType } from './widget-type';
import { categoryGrid } from './widgets/category-grid';
import { contactButtons } from './widgets/contact-buttons';
import { contactForm } from './widgets/contact-form';
import { archiveProducts, archiveTitle, siteFooter, siteHeader } from './widgets/frame';
import { heading } from './widgets/heading';
import { hero } from './widgets/hero';
import { linkList } from './widgets/link-list';
import { loopGrid } from './widgets/loop-grid';
import { postList } from './widgets/post-list';
import { productCarousel } from './widgets/product-carousel';
import { searchForm } from './widgets/search-form';
import { shareButtons } from './widgets/share-buttons';
import { socialEmbed } from './widgets/social-embed';
import { textWidget } from './widgets/text';

/**
 * Every widget type a document may place, by the name its `widgetType` gives: one file
 * each in ./widgets. The views are ui/content/widgets.tsx's entries of the same names;
 * the types make both lists name the same widgets with the same view models.
 */
export const widgetTypes = {
  hero,
  heading,
  text: textWidget,
  'link-list': linkList,
  'product-carousel': productCarousel,
  'category-grid': categoryGrid,
  'post-list': postList,
  'site-header': siteHeader,
  'site-footer': siteFooter,
  'archive-title': archiveTitle,
  'archive-products': archiveProducts,
  'search-form': searchForm,
  'loop-grid': loopGrid,
  'contact-form': contactForm,
  'share-buttons': shareButtons,
  'contact-buttons': contactButtons,
  'social-embed': socialEmbed,
} satisfies { [T in WidgetTypeName]: WidgetType<T> };

export function isWidgetType(name: string): name is WidgetTypeName {
  return Object.hasOwn(widgetTypes, name);
}
