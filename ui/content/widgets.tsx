import type { ComponentType } from 'react';
import { widgetViews } from '../../content-widgets/views';
import type { WidgetTypeName, WidgetView, WidgetViewOf } from './types';

type WidgetViewComponent<T extends WidgetTypeName> = ComponentType<{ id: string; view: WidgetViewOf<T> }>;

/** One widget in its wrapper, which names its type and id for styles and developer tools. */
export function Widget({ widget }: { widget: WidgetView }) {
  const View = widgetViews[widget.type] as WidgetViewComponent<WidgetTypeName>;
  return (
    <div className={`widget widget--${widget.type}`} data-widget-id={widget.id}>
      <View id={widget.id} view={widget.view} />
    </div>
  );
}
