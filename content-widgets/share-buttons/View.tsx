export { ShareButtonsWidget as default } from '../../ui/share/ShareButtons';
