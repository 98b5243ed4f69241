export { SocialEmbedWidget as default } from '../../ui/content/SocialEmbed';
