import { lightboxHref } from '../../domain/actionLinks';
import type { AddToCartView, CartSummary } from '../../ui/cart/types';
import type { ProductCardView, ProductView } from '../../ui/catalogue/types';
import type { GalleryImage } from '../../ui/lightbox/types';
import type { Cart } from '../cart/repository';
import type { ListedProduct } from '../catalogue/repository';
import type { Category, Product } from '../db/schema';
import { drawnPictureVersion } from '../media/product-image';
import { formatMoney } from './money';

export const productUrl = (slug: string) => `/product/${encodeURIComponent(slug)}/`;
export const categoryUrl = (slug: string) => `/product-category/${encodeURIComponent(slug)}/`;

/** A picture the shop draws (server/routes/media.ts), as stored: `/media/products/<slug>.svg`. */
const storedDrawing = /^\/media\/products\/([a-z0-9-]+)\.svg$/;
/** The same, as pages link to it: with its version (decision 0161). */
const drawnPicture = /^\/media\/products\/[a-z0-9-]+\.[A-Za-z0-9_-]{10}\.svg$/;

/**
 * The product's main picture. A drawn one gets its version in the URL, so browsers and CDNs
 * may keep it for a year and a renamed product's picture is fetched anew.
 */
export function imageOf(p: Pick<Product, 'images' | 'slug' | 'name'>): string {
  const stored = p.images[0] ?? `/media/products/${encodeURIComponent(p.slug)}.svg`;
  const slug = storedDrawing.exec(stored)?.[1];
  return slug ? `/media/products/${slug}.${drawnPictureVersion(slug, p.name)}.svg` : stored;
}

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

export function inStock(p: Pick<Product, 'stock_status'>): boolean {
  return p.stock_status !== 'outofstock';
}

/**
 * The listing button. Simple, in-stock products add in place (data-product_id present);
 * the rest link to their product page, a normal link that works everywhere.
 * `pageUrl` is the listing's own URL: the no-JavaScript add comes back to it.
 */
export function addToCartView(p: ListedProduct, pageUrl: URL): AddToCartView {
  if (p.type === 'simple' && inStock(p)) {
    const href = new URL(pageUrl);
    href.searchParams.set('add-to-cart', String(p.id));
    return {
      href: `${href.pathname}${href.search}`,
      label: 'Add to cart',
      ariaLabel: `Add to cart: “${p.name}”`,
      data: { product_id: String(p.id), quantity: '1', product_sku: p.sku },
      success_message: `“${p.name}” has been added to your cart`,
    };
  }
  return {
    href: productUrl(p.slug),
    label: p.type === 'simple' ? 'Read more' : 'Select options',
    ariaLabel: p.type === 'simple' ? `Read more about “${p.name}”` : `Select options for “${p.name}”`,
  };
}

function priceOf(p: Pick<Product, 'price_cents' | 'sale_price_cents'>) {
  return p.sale_price_cents !== null
    ? { regular: formatMoney(p.price_cents), sale: formatMoney(p.sale_price_cents) }
    : { regular: formatMoney(p.price_cents) };
}

/**
 * The last card made of each product row, with the page address it was made for. Rows kept
 * in memory (listings on PGlite, 0281; a page's rows on Postgres, 0309) come back as the same
 * objects, so a page gets the same card object, and a kept part (src/kept-parts.tsx) need
 * not write its key again. A row read afresh is a new object: a new card.
 */
const cards = new WeakMap<ListedProduct, { href: string; view: ProductCardView }>();

/** A product's card on the page at `pageUrl`, frozen: renders that show the same row share it. */
export function productCardView(p: ListedProduct, pageUrl: URL): ProductCardView {
  const href = pageUrl.href;
  const last = cards.get(p);
  if (last?.href === href) return last.view;
  const view = frozen(cardOf(p, pageUrl));
  cards.set(p, { href, view });
  return view;
}

/** `value` and everything in it made read-only: a view shared by renders cannot be changed by one. */
export function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

function cardOf(p: ListedProduct, pageUrl: URL): ProductCardView {
  return {
    id: p.id,
    name: p.name,
    url: productUrl(p.slug),
    image: imageOf(p),
    price: priceOf(p),
    inStock: inStock(p),
    onSale: p.sale_price_cents !== null,
    rating: Number(p.rating),
    addToCart: addToCartView(p, pageUrl),
  };
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

/** The cart as the mini-cart and the cart page show it. `removeHref` is the no-JS removal. */
export function cartSummary(cart: Cart, removeHref: (key: string) => string): CartSummary {
  return {
    lines: cart.lines.map((l) => ({
      cart_item_key: l.cart_item_key,
      name: l.product.name,
      url: productUrl(l.product.slug),
      image: imageOf(l.product),
      quantity: l.quantity,
      unitPrice: formatMoney(l.unitCents),
      lineTotal: formatMoney(l.lineCents),
      removeHref: removeHref(l.cart_item_key),
    })),
    itemCount: cart.itemCount,
    subtotal: formatMoney(cart.subtotalCents),
    cart_hash: cart.cart_hash,
  };
}
