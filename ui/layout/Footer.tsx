import { NEWSLETTER_URL } from '../../domain/newsletter';
import { Island } from '../Island';
import { ComingSoonBanner } from './ComingSoonBanner';
import type { ComingSoonBannerView } from './types';

export interface FooterProps {
  shopName: string;
  comingSoonBanner?: ComingSoonBannerView | undefined;
}

/** The site footer, when no footer template frames the page. */
export function Footer(props: FooterProps) {
  return (
    <footer className="site-footer">
      <FooterContents {...props} />
    </footer>
  );
}

/** The footer's fixed part: the 'coming soon' banner when due, and the shop's line. */
export function FooterContents({ shopName, comingSoonBanner }: FooterProps) {
  return (
    <>
      {comingSoonBanner && <Island name="ComingSoonBanner" component={ComingSoonBanner} props={comingSoonBanner} />}
      <p className="site-footer__line">
        © {shopName}. Prices in US dollars. <a href="/shop/">Shop</a> · <a href="/cart/">Cart</a> ·{' '}
        <a href={NEWSLETTER_URL}>Newsletter</a>
      </p>
    </>
  );
}
