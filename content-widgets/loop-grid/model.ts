export type { LoopGridView as Model } from '../../ui/content/view-models';
