import type { ReactNode } from 'react';
import type { LayoutData } from '../../src/pages/types';
import { Island } from '../Island';
import { Notices } from '../notices/Notices';
import { Footer } from './Footer';
import { Header } from './Header';
import { StoreNotice } from './StoreNotice';

export function Layout({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <>
      <Header layout={layout} />
      {/* After the header, so the skip link stays the first stop for the keyboard. */}
      {layout.storeNotice && <Island name="StoreNotice" component={StoreNotice} props={layout.storeNotice} />}
      <main id="main" className="site-main" tabIndex={-1}>
        <Island name="Notices" component={Notices} props={{ notices: layout.notices }} />
        {children}
      </main>
      <Footer shopName={layout.shopName} />
    </>
  );
}
