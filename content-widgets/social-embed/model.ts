export type { SocialEmbedView as Model } from '../../ui/content/view-models';
