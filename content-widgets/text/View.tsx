export { Text as default } from '../../ui/content/Blocks';
