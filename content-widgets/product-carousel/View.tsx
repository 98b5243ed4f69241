export { ProductCarousel as default } from '../../ui/content/ProductCarousel';
