export type { FrameView as Model } from '../../ui/content/view-models';
