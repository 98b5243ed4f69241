import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import type { SortOption } from './types';

export interface SortFormProps {
  action: string;
  orderby: string;
  options: SortOption[];
  /** Other query parameters of the listing, kept across the reload. */
  keepParams: Record<string, string>;
}

/**
 * A GET form, so sorting works without JavaScript (the submit button is shown then);
 * with JavaScript, choosing an order submits it through the sort machine. An order shown
 * by arrowing through the select is not applied until Enter or the Sort button, which
 * appears while the select shows an order the listing does not have.
 */
export function SortForm({ action, orderby, options, keepParams }: SortFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { sortForm } = useMachines();
  const actor = useWidget(sortForm, { current: orderby, options: options.map((o) => o.value), form });
  const pending = useSelector(actor, (s) => s.context.chosen !== s.context.current);
  return (
    <form className="sort-form" method="get" action={action} ref={form}>
      <label htmlFor="orderby" className="visually-hidden">
        Shop order
      </label>
      <select
        id="orderby"
        name="orderby"
        defaultValue={orderby}
        onKeyDown={(e) => actor.send({ type: 'KEY_DOWN', key: e.key })}
        onChange={(e) => actor.send({ type: 'CHANGE', value: e.currentTarget.value })}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {Object.entries(keepParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {pending && (
        <button type="submit" className="button sort-form__apply">
          Sort
        </button>
      )}
      <noscript>
        <button type="submit">Sort</button>
      </noscript>
    </form>
  );
}
