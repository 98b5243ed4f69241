import type { ComponentType } from 'react';
import { ContactFormWidget } from '../contact/ContactFormWidget';
import { ContactButtonsWidget } from '../contact-buttons/ContactButtons';
import { ShareButtonsWidget } from '../share/ShareButtons';
import { Heading, LinkList, Text } from './Blocks';
import { CategoryGrid } from './CategoryGrid';
import { ArchiveProducts, ArchiveTitle, SiteFooter, SiteHeader } from './FrameWidgets';
import { Hero } from './Hero';
import { LoopGrid } from './LoopGrid';
import { PostList } from './PostList';
import { ProductCarousel } from './ProductCarousel';
import { SearchFormWidget } from './SearchFormWidget';
import { SocialEmbedWidget } from './SocialEmbed';
import type { WidgetTypeName, WidgetView, WidgetViewOf } from './types';

type WidgetViewComponent<T extends WidgetTypeName> = ComponentType<{ id: string; view: WidgetViewOf<T> }>;

/**
 * The view of every widget type, by name: server/content/registry.ts has the same names,
 * with each type's settings and how its view model is read.
 */
export const widgetViews: { [T in WidgetTypeName]: WidgetViewComponent<T> } = {
  hero: Hero,
  heading: Heading,
  text: Text,
  'link-list': LinkList,
  'product-carousel': ProductCarousel,
  'category-grid': CategoryGrid,
  'post-list': PostList,
  'site-header': SiteHeader,
  'site-footer': SiteFooter,
  'archive-title': ArchiveTitle,
  'archive-products': ArchiveProducts,
  'search-form': SearchFormWidget,
  'loop-grid': LoopGrid,
  'contact-form': ContactFormWidget,
  'share-buttons': ShareButtonsWidget,
  'contact-buttons': ContactButtonsWidget,
  'social-embed': SocialEmbedWidget,
};

/** One widget in its wrapper, which names its type and id for styles and developer tools. */
export function Widget({ widget }: { widget: WidgetView }) {
  const View = widgetViews[widget.type] as WidgetViewComponent<WidgetTypeName>;
  return (
    <div className={`widget widget--${widget.type}`} data-widget-id={widget.id}>
      <View id={widget.id} view={widget.view} />
    </div>
  );
}
