export type { HeroView as Model } from '../../ui/content/view-models';
