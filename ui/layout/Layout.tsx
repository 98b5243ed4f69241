import type { ReactNode } from 'react';
import type { LayoutData } from '../../src/pages/types';
import { Notices } from '../notices/Notices';
import { StorefrontConfigContext } from '../storefront-config';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <StorefrontConfigContext.Provider value={layout.config}>
      <Header layout={layout} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Notices notices={layout.notices} />
        {children}
      </main>
      <Footer shopName={layout.shopName} />
    </StorefrontConfigContext.Provider>
  );
}
