import type { ComponentType } from 'react';
import { AccountPage } from './AccountPage';
import { CartPage } from './CartPage';
import { CheckoutPage } from './CheckoutPage';
import { ContentPage } from './ContentPage';
import { MachinesPage } from './MachinesPage';
import { NewsletterPage } from './NewsletterPage';
import { NotFoundPage } from './NotFoundPage';
import { OrderReceivedPage } from './OrderReceivedPage';
import { PostPage } from './PostPage';
import { ProductPage } from './ProductPage';
import { SearchPage } from './SearchPage';
import { ServerErrorPage } from './ServerErrorPage';
import { ShopPage } from './ShopPage';
import type { PageMap, PageName } from './types';

export const pages: { [K in PageName]: ComponentType<PageMap[K]> } = {
  shop: ShopPage,
  product: ProductPage,
  cart: CartPage,
  notFound: NotFoundPage,
  serverError: ServerErrorPage,
  checkout: CheckoutPage,
  orderReceived: OrderReceivedPage,
  machines: MachinesPage,
  account: AccountPage,
  content: ContentPage,
  post: PostPage,
  newsletter: NewsletterPage,
  search: SearchPage,
};
