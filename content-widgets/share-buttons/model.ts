export type { ShareView as Model } from '../../ui/share/types';
