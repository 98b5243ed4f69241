import type { ReactNode } from 'react';
import { STOREFRONT_CONFIG_META, type StorefrontConfig } from '../domain/storefrontConfig';

export interface Assets {
  /** Module scripts to run (the client entry). */
  scripts: string[];
  /** Stylesheets to link (development: Vite injects its own). */
  styles: string[];
  /**
   * The built stylesheets' text, put in the head (production): the first paint waits for no
   * request but the page itself (docs/decisions/0308). The policy allows each by its hash.
   */
  inlineStyles: { href: string; css: string }[];
  /** Chunks the entry imports, preloaded so hydration does not wait on a waterfall. */
  preloads: string[];
}

/**
 * The whole HTML document. The storefront configuration travels in a meta tag's content,
 * so React escapes it like any other attribute and no script text is ever assembled.
 */
export function Document({
  title,
  description,
  config,
  assets,
  children,
}: {
  title: string;
  description?: string;
  config: StorefrontConfig;
  assets: Assets;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        <meta name={STOREFRONT_CONFIG_META} content={JSON.stringify(config)} />
        <link rel="icon" href="data:," />
        {assets.inlineStyles.map(({ href, css }) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, allowed by its hash (server/plugins/security-headers.ts); as a text child React would escape its `>` selectors.
          <style key={href} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* The server's markup is the whole page without JavaScript: its scripts come after the first screen's pictures. */}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} fetchPriority="low" />
        ))}
      </head>
      <body>
        {children}
        {/* Each message is added as its own element (services/announcer): only additions are spoken. */}
        <div id="a11y-speak-polite" className="visually-hidden" aria-live="polite" aria-relevant="additions" />
        <div id="a11y-speak-assertive" className="visually-hidden" aria-live="assertive" aria-relevant="additions" />
      </body>
    </html>
  );
}
