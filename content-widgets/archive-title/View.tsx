export { ArchiveTitle as default } from '../../ui/content/FrameWidgets';
