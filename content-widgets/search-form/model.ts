export type { SearchFormWidgetView as Model } from '../../ui/content/view-models';
