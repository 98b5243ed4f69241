import type { LayoutData } from '../../src/pages/types';
import { CartCount, MiniCartContents } from '../cart/MiniCart';

export function Header({ layout }: { layout: LayoutData }) {
  const { categories, cart, config, shopName, currentPath } = layout;
  return (
    <header className="site-header">
      <a className="skip-link visually-hidden-focusable" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <a className="site-title" href="/shop/">
          {shopName}
        </a>
        <nav className="site-nav" aria-label="Product categories">
          <ul className="site-nav__menu">
            <li>
              <a href="/shop/" aria-current={currentPath === '/shop/' ? 'page' : undefined}>
                All products
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <a href={c.url} aria-current={currentPath === c.url ? 'page' : undefined}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a
          className="account-link"
          href={layout.account?.url ?? '/my-account/'}
          aria-current={currentPath === layout.account?.url ? 'page' : undefined}
        >
          {layout.account?.loggedIn ? 'My account' : 'Log in'}
        </a>
        <div className="site-header-cart">
          <a className="cart-contents" href={config.cart_url}>
            <span className="cart-contents__label">Cart</span> <CartCount cart={cart} />
          </a>
          <section className="mini-cart" aria-label="Cart contents">
            <MiniCartContents cart={cart} cartUrl={config.cart_url} />
          </section>
        </div>
      </div>
    </header>
  );
}
