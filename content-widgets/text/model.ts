export type { TextView as Model } from '../../ui/content/view-models';
