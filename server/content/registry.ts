import { widgetTypes as generated } from '../../content-widgets/server';
import type { WidgetTypeName } from '../../ui/content/types';
import type { WidgetType } from './widget-kit/widget-type';

/**
 * Every widget type a document may place, by the name its `widgetType` gives: one folder
 * each in content-widgets/ (docs/decisions/0321), listed by its generated index. Each
 * folder's server.ts must make its own model.ts's view model (typecheck fails otherwise).
 */
export const widgetTypes = generated satisfies { [T in WidgetTypeName]: WidgetType<T> };

export function isWidgetType(name: string): name is WidgetTypeName {
  return Object.hasOwn(widgetTypes, name);
}
