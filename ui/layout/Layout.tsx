import type { ReactNode } from 'react';
import { VisitTracker } from '../attribution/VisitTracker';
import { ContentDocument } from '../content/ContentDocument';
import { FrameContext } from '../content/frame';
import { Island } from '../Island';
import { ActionLinks } from '../lightbox/ActionLinks';
import { Notices } from '../notices/Notices';
import { Popup } from '../popup/Popup';
import { RenderConfigContext } from '../render-config';
import { Footer } from './Footer';
import { Header } from './Header';
import { StoreNotice } from './StoreNotice';
import type { LayoutData } from './types';

/**
 * `tracksVisit`: false on a page whose own island records the page view for order
 * attribution (the checkout's AttributionFields), so a view is never counted twice.
 */
export function Layout({
  layout,
  children,
  tracksVisit = true,
}: {
  layout: LayoutData;
  children: ReactNode;
  tracksVisit?: boolean;
}) {
  const { header, footer } = layout.templates ?? {};
  return (
    <RenderConfigContext.Provider value={layout.config}>
      <FrameContext.Provider value={{ layout }}>
        {header ? <ContentDocument document={header} /> : <Header layout={layout} />}
      </FrameContext.Provider>
      {/* After the header, so the skip link stays the first stop for the keyboard. */}
      {layout.storeNotice && <Island name="StoreNotice" component={StoreNotice} props={layout.storeNotice} />}
      <main id="main" className="site-main" tabIndex={-1}>
        <Island name="Notices" component={Notices} props={{ notices: layout.notices }} />
        {children}
      </main>
      <FrameContext.Provider value={{ layout }}>
        {footer ? (
          <ContentDocument document={footer} />
        ) : (
          <Footer shopName={layout.shopName} comingSoonBanner={layout.comingSoonBanner} />
        )}
      </FrameContext.Provider>
      {tracksVisit && layout.config.order_attribution && (
        <Island name="VisitTracker" component={VisitTracker} props={{ config: layout.config.order_attribution }} />
      )}
      {/* An empty island on the server: the popup's code is a chunk loaded only where one is configured. */}
      {layout.popup && <Island name="Popup" component={Popup} props={layout.popup} />}
      {/* Empty on the server: the page-wide delegate for action links and the URL's action hash. */}
      <Island name="ActionLinks" component={ActionLinks} props={{}} />
    </RenderConfigContext.Provider>
  );
}
