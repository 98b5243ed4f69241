export type { LinkListView as Model } from '../../ui/content/view-models';
