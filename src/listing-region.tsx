import { renderToString } from 'react-dom/server';
import { ListingRegion } from '../ui/catalogue/ListingRegion';
import type { ListingView } from './pages/types';

/** The `data` of a refresh-loop answer: the listing region as the page renders it. */
export function renderListingRegion(listing: ListingView, action: string): string {
  return renderToString(<ListingRegion listing={listing} action={action} />);
}
