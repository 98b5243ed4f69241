export { ContactFormWidget as default } from '../../ui/contact/ContactFormWidget';
