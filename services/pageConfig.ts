import { STOREFRONT_CONFIG_META, type StorefrontConfig } from '../domain/storefrontConfig';

let cached: Partial<StorefrontConfig> | undefined;

/**
 * The storefront configuration the server embedded in the page (src/Document), read once
 * in the browser. (The server builds it with buildStorefrontConfig, server/views/layout.ts;
 * views rendered on the server read it from ui/render-config.)
 * Partial: a page without it (or with it mangled by something in between) still runs,
 * each reader falling back to the shop's own defaults.
 */
export function pageConfig(): Partial<StorefrontConfig> {
  if (!cached) {
    try {
      const content = document.querySelector<HTMLMetaElement>(`meta[name="${STOREFRONT_CONFIG_META}"]`)?.content;
      cached = JSON.parse(content ?? '{}') as Partial<StorefrontConfig>;
    } catch {
      cached = {};
    }
  }
  return cached;
}
