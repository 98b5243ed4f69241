import type { ReactNode } from 'react';
import type { LayoutData } from '../../src/pages/types';
import { Notices } from '../notices/Notices';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <>
      <Header layout={layout} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Notices notices={layout.notices} />
        {children}
      </main>
      <Footer shopName={layout.shopName} comingSoonBanner={layout.comingSoonBanner} />
    </>
  );
}
