export { SearchFormWidget as default } from '../../ui/content/SearchFormWidget';
