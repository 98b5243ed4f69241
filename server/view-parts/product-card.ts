/**
 * A product's card, the part of page data that the listings, the cart page, search and the
 * content widgets (content-widgets/<type>/server.ts) all show. It sits below the pages and the
 * content widgets, so both may use it (docs/decisions/0325).
 */
import type { AddToCartView } from '../../ui/cart/types';
import type { ProductCardView } from '../../ui/catalogue/types';
import type { ListedProduct } from '../catalogue/repository';
import type { Product } from '../db/schema';
import { drawnPictureVersion } from '../media/product-image';
import { formatMoney, frozen, productUrl } from './shared';

/** A picture the shop draws (server/routes/media.ts), as stored: `/media/products/<slug>.svg`. */
const storedDrawing = /^\/media\/products\/([a-z0-9-]+)\.svg$/;

/**
 * The product's main picture. A drawn one gets its version in the URL, so browsers and CDNs
 * may keep it for a year and a renamed product's picture is fetched anew.
 */
export function imageOf(p: Pick<Product, 'images' | 'slug' | 'name'>): string {
  const stored = p.images[0] ?? `/media/products/${encodeURIComponent(p.slug)}.svg`;
  const slug = storedDrawing.exec(stored)?.[1];
  return slug ? `/media/products/${slug}.${drawnPictureVersion(slug, p.name)}.svg` : stored;
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
