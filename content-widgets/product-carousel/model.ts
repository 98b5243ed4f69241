export type { ProductCarouselView as Model } from '../../ui/content/view-models';
