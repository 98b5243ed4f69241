export type { HeadingView as Model } from '../../ui/content/view-models';
