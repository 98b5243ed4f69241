export { SiteFooter as default } from '../../ui/content/FrameWidgets';
