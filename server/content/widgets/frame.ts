import { frameWidget } from '../widget-type';

/**
 * Widgets of the theme templates that show the page's own parts: the site header (title,
 * menu, account link, mini-cart), the footer line, and a product archive's title and
 * products. They have no settings; their views read the page's data (ui/content/frame.tsx).
 */
export const siteHeader = frameWidget('site-header');
export const siteFooter = frameWidget('site-footer');
export const archiveTitle = frameWidget('archive-title');
export const archiveProducts = frameWidget('archive-products');
