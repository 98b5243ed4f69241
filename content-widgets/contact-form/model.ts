export type { ContactFormView as Model } from '../../ui/contact/types';
