import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FILTER_LOGICS, type FilterLogic, formFields, readFilter } from '../../domain/listingFilter';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';
import type { ListingFilterView } from './types';

const LOGIC_LABELS: Record<FilterLogic, string> = {
  or: 'Any of them',
  and: 'All of them',
  not: 'None of them (exclude)',
};

/**
 * The listing's tag filter bar. A GET form, so it filters without JavaScript (the server
 * turns its fields into the filter parameter); with JavaScript, applying refreshes the
 * listing in place through the listingFilter machine, and Back restores.
 */
export function ListingFilter({
  widgetId,
  taxonomy,
  postId,
  action,
  keepParams,
  allHref,
  choices,
  filter,
}: ListingFilterView) {
  const { listingFilter } = useMachines();
  const actor = useActorRef(listingFilter, {
    ...useActorOptions(),
    input: { filter, widget: { widgetId, taxonomy, postId } },
  });
  const selection = useSelector(actor, (s) => s.context.selection);
  const busy = useSelector(actor, (s) => s.matches('refreshing'));
  useEffect(() => {
    const onPopState = () =>
      actor.send({ type: 'RESTORE', filter: readFilter(new URLSearchParams(location.search), widgetId, taxonomy) });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor, widgetId, taxonomy]);
  const fields = formFields(widgetId);
  return (
    <form
      className="listing-filter"
      method="get"
      action={action}
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'APPLY' });
      }}
    >
      {Object.entries(keepParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="listing-filter-terms">
        <legend>Filter by tag</legend>
        <a
          href={allHref}
          className="listing-filter-all"
          aria-current={selection.terms.length === 0 ? 'true' : undefined}
          onClick={(e) => {
            e.preventDefault();
            actor.send({ type: 'ALL' });
          }}
        >
          All
        </a>
        {choices.map((c) => (
          <label key={c.slug}>
            <input
              type="checkbox"
              name={fields.terms}
              value={c.slug}
              checked={selection.terms.includes(c.slug)}
              onChange={() => actor.send({ type: 'TOGGLE', term: c.slug })}
            />{' '}
            {c.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="listing-filter-logic">
        <legend>Show products with</legend>
        {FILTER_LOGICS.map((logic) => (
          <label key={logic}>
            <input
              type="radio"
              name={fields.logic}
              value={logic}
              checked={selection.logic === logic}
              onChange={() => actor.send({ type: 'SET_LOGIC', logic })}
            />{' '}
            {LOGIC_LABELS[logic]}
          </label>
        ))}
      </fieldset>
      <button type="submit">Filter</button>
    </form>
  );
}
