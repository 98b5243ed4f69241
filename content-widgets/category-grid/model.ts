export type { CategoryGridView as Model } from '../../ui/content/view-models';
