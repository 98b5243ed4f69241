export { LoopGrid as default } from '../../ui/content/LoopGrid';
