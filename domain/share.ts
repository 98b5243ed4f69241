/**
 * Share buttons' words and links (docs/decisions/0261): plain links to share a page by
 * e-mail and on two social networks, which need no script of theirs, and what the
 * "Copy link" button says.
 */
export const SHARE_MESSAGES = {
  copied: 'Link copied',
  refused: 'Your browser did not let us copy the link. It is selected in the field below: copy it from there.',
} as const;

/** How long the "Copy link" button says "Link copied", in milliseconds. */
export const COPIED_FOR_MS = 3000;

export interface ShareLink {
  network: 'email' | 'facebook' | 'x';
  /** Read with the page's title: "Share by e-mail". */
  label: string;
  href: string;
}

/** The plain share links of `url`, titled `title`. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${t}%0A${u}` },
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
  ];
}
