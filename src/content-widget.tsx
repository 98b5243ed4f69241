import { renderToString } from 'react-dom/server';
import type { StorefrontConfig } from '../domain/storefrontConfig';
import type { WidgetView } from '../ui/content/types';
import { Widget } from '../ui/content/widgets';
import { RenderConfigContext } from '../ui/render-config';

/**
 * The `data` of a refresh-loop answer for a content widget (a loop grid, a filtered
 * carousel): the widget as the page renders it; the browser takes the parts it replaces.
 */
export function renderContentWidget(widget: WidgetView, config: StorefrontConfig): string {
  return renderToString(
    <RenderConfigContext.Provider value={config}>
      <Widget widget={widget} />
    </RenderConfigContext.Provider>,
  );
}
