export type { PostListView as Model } from '../../ui/content/view-models';
