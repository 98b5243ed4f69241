export { Hero as default } from '../../ui/content/Hero';
