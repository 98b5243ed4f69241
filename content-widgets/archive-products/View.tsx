export { ArchiveProducts as default } from '../../ui/content/FrameWidgets';
