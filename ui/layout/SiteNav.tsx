import { useSelector } from '@xstate/react';
import { type FocusEvent, type KeyboardEvent, useRef } from 'react';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import type { NavCategory } from './types';

export interface SiteNavProps {
  categories: NavCategory[];
  currentPath: string;
  cartUrl: string;
}

interface SubMenu {
  id: string;
  label: string;
  links: { label: string; href: string; image?: string | undefined }[];
  /** The Shop menu: categories with their pictures, in columns on wide screens (decision 0263). */
  mega?: boolean;
}

const MENU_ID = 'site-nav-menu';
const subMenuId = (id: string) => `site-nav-${id}`;

/** The button that opens a sub-menu, or the menu itself (null): where Escape leaves focus. */
export const navToggleSelector = (subMenu: string | null) =>
  `.site-nav [aria-controls="${subMenu === null ? MENU_ID : subMenuId(subMenu)}"]`;

/**
 * The site header's navigation: a toggle that opens the menu on small screens, and
 * sub-menus that are disclosure buttons (click to expand, click again or Escape to
 * collapse), run by the mobile-menu machine. Without JavaScript the stylesheet shows the
 * whole menu instead (`@media (scripting: none)`).
 */
export function SiteNav({ categories, currentPath, cartUrl }: SiteNavProps) {
  const { mobileMenu } = useMachines();
  const actor = useWidget(mobileMenu);
  const nav = useRef<HTMLElement>(null);
  const open = useSelector(actor, (s) => s.matches('open'));
  const expanded = useSelector(actor, (s) => s.context.expanded);

  const subMenus: SubMenu[] = [
    {
      id: 'shop',
      label: 'Shop',
      links: [
        { label: 'All products', href: '/shop/' },
        ...categories.map((c) => ({ label: c.name, href: c.url, image: c.image })),
      ],
      mega: true,
    },
    {
      id: 'help',
      label: 'Help',
      links: [
        { label: 'Your cart', href: cartUrl },
        { label: 'Contact us', href: 'mailto:help@statefront.example' },
      ],
    },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') actor.send({ type: 'ESCAPE' });
  };
  // A dropdown left open behind the shopper's back would cover the page.
  const onBlur = (event: FocusEvent) => {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) actor.send({ type: 'COLLAPSE_SUBMENUS' });
  };

  return (
    <nav className="site-nav" aria-label="Main" ref={nav} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        className="menu-toggle"
        aria-controls={MENU_ID}
        aria-expanded={open}
        onClick={() => actor.send({ type: 'TOGGLE' })}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        Menu
      </button>
      <ul id={MENU_ID} className={`site-nav__menu${open ? ' is-open' : ''}`}>
        {subMenus.map((menu) => (
          <li key={menu.id} className="site-nav__item">
            <button
              type="button"
              className="submenu-toggle"
              aria-controls={subMenuId(menu.id)}
              aria-expanded={expanded === menu.id}
              onClick={() => actor.send({ type: 'TOGGLE_SUBMENU', id: menu.id })}
            >
              {menu.label}
            </button>
            <ul
              id={subMenuId(menu.id)}
              className={`sub-menu${menu.mega ? ' sub-menu--mega' : ''}`}
              hidden={expanded !== menu.id}
            >
              {menu.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} aria-current={currentPath === l.href ? 'page' : undefined}>
                    {menu.mega && l.image && (
                      <img className="sub-menu__picture" src={l.image} alt="" width={56} height={56} loading="lazy" />
                    )}
                    <span>{l.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
