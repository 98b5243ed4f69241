import { createContext, useContext } from 'react';
import type { ListingView } from '../catalogue/types';
import type { LayoutData } from '../layout/types';

/**
 * What the page around a document holds, for the theme templates' frame widgets (the site
 * header, the footer line, a product archive's title and products): the layout, and on a
 * listing its listing. A frame widget outside such a page renders nothing.
 */
export interface Frame {
  layout?: LayoutData;
  listing?: ListingView;
}

export const FrameContext = createContext<Frame>({});

export function useFrame(): Frame {
  return useContext(FrameContext);
}
