export { SiteHeader as default } from '../../ui/content/FrameWidgets';
