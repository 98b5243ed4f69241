export type { ContactButtonsView as Model } from '../../ui/contact-buttons/types';
