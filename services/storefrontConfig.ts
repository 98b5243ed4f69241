import { STOREFRONT_CONFIG_META, type StorefrontConfig } from '../domain/storefrontConfig';

let cached: Partial<StorefrontConfig> | undefined;

/**
 * The storefront configuration the server embedded in the page (src/Document), read once.
 * Partial: a page without it (or with it mangled by something in between) still runs,
 * each reader falling back to the shop's own defaults.
 */
export function storefrontConfig(): Partial<StorefrontConfig> {
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
