import type { Page } from 'playwright-core';
import type { OrderBy } from '../../server/catalogue/orderby';
import type { Db } from '../../server/db/index';
import type { Product } from '../../server/db/schema';
import { tabTo } from './page';

/** The price a shopper pays: the sale price when there is one. */
export const effectivePrice = (p: Pick<Product, 'price_cents' | 'sale_price_cents'>) =>
  p.sale_price_cents ?? p.price_cents;

const byNumber = (a: number, b: number) => a - b;

/**
 * The order each orderby promises the shopper, written in plain code independently of the
 * SQL that serves it, so the suites check the listing against what each order means to a shopper.
 */
export const EXPECTED_ORDER: Record<OrderBy, (a: Product, b: Product) => number> = {
  menu_order: (a, b) => byNumber(a.menu_order, b.menu_order) || a.name.localeCompare(b.name) || byNumber(a.id, b.id),
  popularity: (a, b) => byNumber(b.sales_count, a.sales_count) || byNumber(b.id, a.id),
  rating: (a, b) =>
    byNumber(Number(b.rating), Number(a.rating)) || byNumber(b.rating_count, a.rating_count) || byNumber(b.id, a.id),
  date: (a, b) => byNumber(b.created_at.getTime(), a.created_at.getTime()) || byNumber(b.id, a.id),
  price: (a, b) => byNumber(effectivePrice(a), effectivePrice(b)) || byNumber(a.id, b.id),
  'price-desc': (a, b) => byNumber(effectivePrice(b), effectivePrice(a)) || byNumber(b.id, a.id),
};

/** Names of the products on page `page` of the whole catalogue in order `orderby`. */
export function expectedNames(products: Product[], orderby: OrderBy, page = 1, perPage = 12): string[] {
  return [...products]
    .sort(EXPECTED_ORDER[orderby])
    .slice((page - 1) * perPage, page * perPage)
    .map((p) => p.name);
}

/** The first simple product in stock: one a shopper can add from a listing in one click. */
export async function simpleProductInStock(db: Db): Promise<number> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'simple')
    .where('stock_quantity', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return product.id;
}

/**
 * Types the checkout's billing details as a keyboard shopper does: Tab to each field, type.
 * The phone is the caller's: a short one is refused by the server's rules alone.
 */
export async function typeBillingDetails(page: Page, phone: string): Promise<void> {
  for (const [field, text] of [
    ['#billing_name', 'Grace Hopper'],
    ['#billing_email', 'grace@example.com'],
    ['#billing_phone', phone],
    ['#billing_address_1', '1 Compiler Way'],
    ['#billing_city', 'Arlington'],
    ['#billing_postcode', '22201'],
  ] as const) {
    await tabTo(page, field);
    await page.keyboard.type(text);
  }
}
