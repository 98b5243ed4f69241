import { lightboxHref } from '../../domain/actionLinks';
import type { ProductView } from '../../ui/catalogue/types';
import type { GalleryImage } from '../../ui/lightbox/types';
import type { Category, Product } from '../db/schema';
import { imageOf, inStock, productCardView } from '../view-parts/product-card';
import { categoryUrl, productUrl } from '../view-parts/shared';

/** The same, as pages link to it: with its version (decision 0161). */
const drawnPicture = /^\/media\/products\/[a-z0-9-]+\.[A-Za-z0-9_-]{10}\.svg$/;

/**
 * The product page's gallery: its pictures, or for a server-drawn picture its three views
 * (server/media/product-image). Every picture is a lightbox action link of the "gallery"
 * slideshow (docs/decisions/0090), and so is the product's video when it has one.
 */
export function galleryOf(p: Product): GalleryImage[] {
  const main = imageOf(p);
  const pictures = drawnPicture.test(main)
    ? [
        { href: main, title: p.name },
        { href: `${main}?view=2`, title: `${p.name}, side view` },
        { href: `${main}?view=3`, title: `${p.name}, close-up` },
      ]
    : [main, ...p.images.slice(1)].map((href, i) => ({
        href,
        title: i === 0 ? p.name : `${p.name}, picture ${i + 1}`,
      }));
  const images: GalleryImage[] = pictures.map((picture) => ({
    ...picture,
    action: lightboxHref({ type: 'image', url: picture.href, title: picture.title, slideshow: 'gallery' }),
  }));
  if (!p.video_url) return images;
  // The product's video (migration 015) is the gallery's last slide; without JavaScript its link opens the file.
  const title = `${p.name}, video`;
  const action = lightboxHref({ type: 'video', videoType: 'hosted', url: p.video_url, title, slideshow: 'gallery' });
  return [...images, { href: p.video_url, title, action, poster: main }];
}

export function productView(p: Product, pageUrl: URL, categories: Category[], tags: { name: string }[]): ProductView {
  const stockText = !inStock(p)
    ? 'Out of stock'
    : p.stock_quantity !== null
      ? `${p.stock_quantity} in stock`
      : 'In stock';
  return {
    ...productCardView(p, pageUrl),
    sku: p.sku,
    shortDescription: p.short_description,
    description: p.description,
    stockText,
    type: p.type,
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, url: categoryUrl(c.slug) })),
    tags: tags.map((t) => t.name),
    formAction: productUrl(p.slug),
    maxQuantity: Math.min(p.stock_quantity ?? 999, 999),
    gallery: galleryOf(p),
  };
}
