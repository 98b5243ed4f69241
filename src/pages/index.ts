import type { ComponentType } from 'react';
import { AccountPage } from './AccountPage';
import { CartPage } from './CartPage';
import { NotFoundPage } from './NotFoundPage';
import { ProductPage } from './ProductPage';
import { ShopPage } from './ShopPage';
import type { PageMap, PageName } from './types';

export const pages: { [K in PageName]: ComponentType<PageMap[K]> } = {
  shop: ShopPage,
  product: ProductPage,
  cart: CartPage,
  notFound: NotFoundPage,
  account: AccountPage,
};
