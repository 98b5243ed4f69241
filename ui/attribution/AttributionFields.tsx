import { useActorRef, useSelector } from '@xstate/react';
import type { OrderAttributionConfig } from '../../domain/storefrontConfig';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';
import { trackingInput } from './VisitTracker';

export interface AttributionFieldsProps {
  config: OrderAttributionConfig;
  /** Inputs are named `{prefix}{field}`. */
  prefix: string;
  fields: readonly string[];
}

/**
 * The checkout's order-attribution hidden inputs (spec sections 3 and 7). On the
 * checkout this island is the page's visit tracker: it records the page view and fills
 * the inputs from the records it wrote, so the values are never a page view behind.
 * The server renders them empty; without JavaScript they are sent empty.
 */
export function AttributionFields({ config, prefix, fields }: AttributionFieldsProps) {
  const { visitTracking } = useMachines();
  const actor = useActorRef(visitTracking, { ...useActorOptions(), input: trackingInput(config) });
  const values = useSelector(actor, (s) => s.context.values as Record<string, string> | null);
  return (
    <>
      {fields.map((field) => (
        <input key={field} type="hidden" name={`${prefix}${field}`} value={values?.[field] ?? ''} />
      ))}
    </>
  );
}
