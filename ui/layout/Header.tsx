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

/** What the header shows: skip link, shop title, menu, account link and mini-cart. */
export function HeaderContents({ layout }: { layout: LayoutData }) {
  const { categories, cart, config, shopName, currentPath } = layout;
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
          <Island name="SiteNav" component={SiteNav} props={{ categories, currentPath, cartUrl: config.cart_url }} />
        </Kept>
        <Kept name="SearchForm" input={layout.searchQuery ?? ''}>
          <Island
            name="SearchForm"
            component={SearchForm}
            props={headerSearchForm(layout.searchQuery)}
            hydrate="focus"
          />
        </Kept>
        <a
          className="account-link"
          href={layout.account?.url ?? '/my-account/'}
          aria-current={currentPath === layout.account?.url ? 'page' : undefined}
        >
          {layout.account?.loggedIn ? 'My account' : 'Log in'}
        </a>
        {/* The link is the cart button without JavaScript; hydrated, the mini-cart's own button opens its drawer. */}
        <div className="site-header-cart">
          <a className="cart-contents" href={config.cart_url}>
            <span className="cart-contents__label">Cart</span> {cart && <CartCount cart={cart} />}
          </a>
          {cart &&
            (cart.lines.length === 0 ? (
              // Only an empty cart is kept: a line's remove link carries the session's nonce.
              <Kept name="MiniCart" input={cart}>
                <MiniCartContents cart={cart} cartUrl={config.cart_url} />
              </Kept>
            ) : (
              <MiniCartContents cart={cart} cartUrl={config.cart_url} />
            ))}
        </div>
      </div>
    </>
  );
}
