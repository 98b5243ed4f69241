import type { ReactNode } from 'react';
import { STOREFRONT_CONFIG_META, type StorefrontConfig } from '../domain/storefrontConfig';

export interface Assets {
  /** Module scripts to run (the client entry). */
  scripts: string[];
  styles: string[];
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
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
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
