import type { ComponentType } from 'react';
import { CartPage } from './CartPage';
import { MachinesPage } from './MachinesPage';
import { NotFoundPage } from './NotFoundPage';
import { ProductPage } from './ProductPage';
import { ShopPage } from './ShopPage';
import type { PageMap, PageName } from './types';

export const pages: { [K in PageName]: ComponentType<PageMap[K]> } = {
  shop: ShopPage,
  product: ProductPage,
  cart: CartPage,
  notFound: NotFoundPage,
  machines: MachinesPage,
};
