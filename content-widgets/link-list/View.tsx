export { LinkList as default } from '../../ui/content/Blocks';
