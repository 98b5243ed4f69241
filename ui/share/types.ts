import type { ShareLink } from '../../domain/share';

/** What share buttons share: the page's address (absolute) and title, and the plain links for it. */
export interface ShareView {
  url: string;
  title: string;
  links: ShareLink[];
}
