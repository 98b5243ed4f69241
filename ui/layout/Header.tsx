import { CartCount, MiniCartContents } from '../cart/MiniCart';
import { Island } from '../Island';
import { Kept } from '../Kept';
import { headerSearchForm } from '../search/forms';
import { SearchForm } from '../search/SearchForm';
import { SiteNav } from './SiteNav';
import type { LayoutData } from './types';

/** The site header, when no header template frames the page (the database is unreachable, or none is seeded). */
export function Header({ layout }: { layout: LayoutData }) {
  return (
    <header className="site-header">
      <HeaderContents layout={layout} />
    </header>
  );
}

/** What the header shows of the page's layout, and nothing else: its parts' whole input. */
type HeaderView = Pick<LayoutData, 'categories' | 'cart' | 'shopName' | 'currentPath' | 'account' | 'searchQuery'> & {
  cartUrl: string;
};

/** What the header shows: skip link, shop title, menu, account link and mini-cart. */
export function HeaderContents({ layout }: { layout: LayoutData }) {
  const { categories, cart, config, shopName, currentPath, account, searchQuery } = layout;
  const view: HeaderView = { categories, cart, shopName, currentPath, account, searchQuery, cartUrl: config.cart_url };
  // Without cart lines the header holds nothing of a session (a line's remove link carries
  // the cart nonce), so it is kept whole; with lines, its menu and search form still are.
  return cart && cart.lines.length > 0 ? (
    <HeaderBar view={view} />
  ) : (
    <Kept name="Header" input={view}>
      <HeaderBar view={view} />
    </Kept>
  );
}

function HeaderBar({ view }: { view: HeaderView }) {
  const { categories, cart, cartUrl, shopName, currentPath, account, searchQuery } = view;
  return (
    <>
      <a className="skip-link visually-hidden-focusable" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <a className="site-title" href="/" aria-current={currentPath === '/' ? 'page' : undefined}>
          {shopName}
        </a>
        <Kept name="SiteNav" input={[categories, currentPath]}>
          <Island name="SiteNav" component={SiteNav} props={{ categories, currentPath, cartUrl }} />
        </Kept>
        <Kept name="SearchForm" input={searchQuery ?? ''}>
          <Island name="SearchForm" component={SearchForm} props={headerSearchForm(searchQuery)} hydrate="focus" />
        </Kept>
        <a
          className="account-link"
          href={account?.url ?? '/my-account/'}
          aria-current={currentPath === account?.url ? 'page' : undefined}
        >
          {account?.loggedIn ? 'My account' : 'Log in'}
        </a>
        {/* The link is the cart button without JavaScript; hydrated, the mini-cart's own button opens its drawer. */}
        <div className="site-header-cart">
          <a className="cart-contents" href={cartUrl}>
            <span className="cart-contents__label">Cart</span> {cart && <CartCount cart={cart} />}
          </a>
          {cart && <MiniCartContents cart={cart} cartUrl={cartUrl} />}
        </div>
      </div>
    </>
  );
}
