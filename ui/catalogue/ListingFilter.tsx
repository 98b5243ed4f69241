import { useSelector } from '@xstate/react';
import { FILTER_LOGICS, type FilterLogic, formFields } from '../../domain/listingFilter';
import { useMachines } from '../machines-context';
import { Modal } from '../modal/Modal';
import { useWidget } from '../useWidget';
import type { ListingFilterView } from './types';

const LOGIC_LABELS: Record<FilterLogic, string> = {
  or: 'Any of them',
  and: 'All of them',
  not: 'None of them (exclude)',
};

/**
 * The listing's tag filter bar. A GET form, so it filters without JavaScript (the server
 * turns its fields into the filter parameter); with JavaScript, applying refreshes the
 * listing in place through the listingFilter machine, and Back restores. On narrow
 * screens with JavaScript the form sits behind a "Filter" button, in a modal side panel
 * run by the filterPanel machine (docs/decisions/0201); applying closes the panel.
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
  const { listingFilter, filterPanel } = useMachines();
  const actor = useWidget(listingFilter, { filter, widget: { widgetId, taxonomy, postId } });
  const panel = useWidget(filterPanel);
  const selection = useSelector(actor, (s) => s.context.selection);
  const shown = useSelector(actor, (s) => s.context.shown.terms.length);
  const busy = useSelector(actor, (s) => s.matches('refreshing'));
  const open = useSelector(panel, (s) => s.matches('open'));
  const fields = formFields(widgetId);
  const headingId = `listing-filter-heading-${widgetId}`;
  // The shopper's choice goes to the filter, and to the panel it closes.
  const choose = (event: { type: 'APPLY' } | { type: 'ALL' }) => {
    actor.send(event);
    panel.send(event);
  };
  const form = (
    <form
      className="listing-filter"
      method="get"
      action={action}
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        choose({ type: 'APPLY' });
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
            choose({ type: 'ALL' });
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
      <button type="submit" className="button listing-filter__apply">
        Filter
      </button>
    </form>
  );
  return (
    <div className="listing-filter-bar">
      {/* Rendered by the server too, so the page does not move when it hydrates; hidden without JavaScript. */}
      <button
        type="button"
        className="button button--secondary listing-filter__toggle"
        aria-haspopup="dialog"
        onClick={() => panel.send({ type: 'OPEN' })}
      >
        Filter{shown > 0 && <span className="listing-filter__count"> ({shown})</span>}
      </button>
      {open ? (
        <Modal
          variant="sheet"
          className="listing-filter-panel"
          labelledBy={headingId}
          closeLabel="Close filters"
          onClose={() => panel.send({ type: 'CLOSE' })}
        >
          <h2 className="listing-filter-panel__heading" id={headingId}>
            Filter products
          </h2>
          {form}
        </Modal>
      ) : (
        form
      )}
      {/* Over the dimmed listing while it is refreshed; the new result count is announced when it comes. */}
      {busy && (
        <p className="listing-progress">
          <span className="spinner" aria-hidden="true" />
          Updating products…
        </p>
      )}
    </div>
  );
}
