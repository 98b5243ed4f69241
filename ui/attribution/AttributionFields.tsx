import { useSelector } from '@xstate/react';
import type { OrderAttributionConfig } from '../../domain/storefrontConfig';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import { trackingInput } from './VisitTracker';

export interface AttributionFieldsProps {
  config: OrderAttributionConfig;
  /** Inputs are named `{prefix}{field}`. */
  prefix: string;
  fields: readonly string[];
}

/**
 * The checkout's order-attribution hidden inputs, part of the checkout form's island.
 * On the checkout they are the page's visit tracker: they record the page view and take
 * their values from the records just written, so they are never a page view behind. The
 * JSON checkout sends them as extension data. The server renders them empty; without
 * JavaScript they are sent empty.
 */
export function AttributionFields({ config, prefix, fields }: AttributionFieldsProps) {
  const { visitTracking } = useMachines();
  const actor = useWidget(visitTracking, trackingInput(config));
  const values = useSelector(actor, (s) => s.context.values as Record<string, string> | null);
  return (
    <>
      {fields.map((field) => (
        <input key={field} type="hidden" name={`${prefix}${field}`} value={values?.[field] ?? ''} />
      ))}
    </>
  );
}
