export { Heading as default } from '../../ui/content/Blocks';
