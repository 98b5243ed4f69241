import { frameWidget } from '../../server/content/widget-kit/widget-type';

/** Shows the page's own part (its view reads the page's data: ui/content/frame.tsx); no settings. */
export default frameWidget('archive-title');
