export { ContactButtonsWidget as default } from '../../ui/contact-buttons/ContactButtons';
