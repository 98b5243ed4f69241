import { CONFIG_META } from '../src/Document';
import type { StorefrontConfig } from '../src/pages/types';

let cached: StorefrontConfig | undefined;

/** The storefront configuration the server embedded in the page (src/Document), read once. */
export function storefrontConfig(): StorefrontConfig {
  if (!cached) {
    const content = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META}"]`)?.content;
    cached = JSON.parse(content ?? '{}') as StorefrontConfig;
  }
  return cached;
}
