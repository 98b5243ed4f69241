export { CategoryGrid as default } from '../../ui/content/CategoryGrid';
