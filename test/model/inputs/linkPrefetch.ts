import type { linkPrefetchMachine } from '../../../machines/linkPrefetch';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof linkPrefetchMachine> = {
  input: { currentUrl: 'http://shop.test/shop/' },
  sampleEvents: [
    { type: 'START', device: 'desktop', userAgent: 'Mozilla/5.0 Chrome/130.0.0.0 Safari/537.36' },
    { type: 'START', device: 'mobile', userAgent: 'Mozilla/5.0 (Android 14) Chrome/130.0.0.0 Mobile' },
    { type: 'START', device: 'desktop', userAgent: 'Mozilla/5.0 Chrome/130.0.0.0', saveData: true },
    { type: 'START', device: 'mobile', userAgent: 'Mozilla/5.0 (Android 14) Chrome/130.0.0.0 Mobile', session: true },
    { type: 'START', device: 'desktop', userAgent: 'Mozilla/5.0 Chrome/130.0.0.0', saveData: true, session: true },
    { type: 'POINTER_ENTER', href: 'http://shop.test/product/blue-mug/' },
    { type: 'POINTER_ENTER', href: 'http://shop.test/shop/?orderby=price' },
    { type: 'LINK_VISIBLE', href: 'http://shop.test/product/blue-mug/' },
    { type: 'LINK_VISIBLE', href: 'http://shop.test/shop/' },
    { type: 'LINK_PRESSED', href: 'http://shop.test/product/blue-mug/' },
    { type: 'LINK_PRESSED', href: 'http://shop.test/cart/' },
    { type: 'SESSION_STARTED' },
  ],
};

export default inputs;
