import { NEWSLETTER_URL } from '../../domain/newsletter';
import { Island } from '../Island';
import { ComingSoonBanner } from './ComingSoonBanner';
import type { ComingSoonBannerView } from './types';

export function Footer({ shopName, comingSoonBanner }: { shopName: string; comingSoonBanner?: ComingSoonBannerView }) {
  return (
    <footer className="site-footer">
      {comingSoonBanner && <Island name="ComingSoonBanner" component={ComingSoonBanner} props={comingSoonBanner} />}
      <p>
        © {shopName}. Prices in US dollars. <a href="/shop/">Shop</a> · <a href="/cart/">Cart</a> ·{' '}
        <a href={NEWSLETTER_URL}>Newsletter</a>
      </p>
    </footer>
  );
}
