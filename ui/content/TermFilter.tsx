import { useSelector } from '@xstate/react';
import type { MouseEvent } from 'react';
import { Island } from '../Island';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import type { TermFilterView } from './types';

/** The element a refresh updates with the fresh links, by the widget's id. */
export const termFilterSelector = (widgetId: string) => `[data-term-filter="${widgetId}"]`;

/** A click the browser should handle itself: another button, or a key asking for a new tab or window. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A content widget's taxonomy filter (docs/decisions/0252): links, each adding its term to
 * the widget's filter or, chosen, taking it out; "All" clears it. Without JavaScript a link
 * is a page load. With it, a plain click asks the listingFilter machine to refresh the
 * widget in place (TOGGLE then APPLY, or ALL); the links and their chosen state come from
 * the server's fresh rendering. While it works the links say `aria-busy`.
 */
export function TermFilter({ widgetId, taxonomy, postId, filter, label, all, terms }: TermFilterView) {
  const { listingFilter } = useMachines();
  const actor = useWidget(listingFilter, { filter, widget: { widgetId, taxonomy, postId } });
  const busy = useSelector(actor, (s) => s.matches('refreshing'));
  const follow = (e: MouseEvent, term?: string) => {
    if (opensElsewhere(e)) return;
    e.preventDefault();
    if (term === undefined) actor.send({ type: 'ALL' });
    else {
      actor.send({ type: 'TOGGLE', term });
      actor.send({ type: 'APPLY' });
    }
  };
  return (
    <nav className="term-filter" aria-label={label} aria-busy={busy}>
      <ul>
        {[{ ...all, slug: undefined }, ...terms].map((t) => (
          <li key={t.label}>
            <a
              className={`term-filter__term${t.chosen ? ' term-filter__term--chosen' : ''}`}
              href={t.href}
              aria-current={t.chosen ? 'true' : undefined}
              rel="nofollow"
              onClick={(e) => follow(e, t.slug)}
            >
              {t.label}
              {t.chosen && t.slug !== undefined && <span className="visually-hidden"> (chosen; follow to remove)</span>}
            </a>
          </li>
        ))}
      </ul>
      {/* Over the dimmed products while they are refreshed; the new count is announced when it comes. */}
      {busy && (
        <p className="listing-progress">
          <span className="spinner" aria-hidden="true" />
          Updating products…
        </p>
      )}
    </nav>
  );
}

/**
 * The filter's island, in an element of its own: a refresh re-renders the island with the
 * fresh links in place (it is the element's one island), so focus stays on the link followed.
 */
export function TermFilterRegion({ filter }: { filter: TermFilterView }) {
  return (
    <div className="term-filter-region" data-term-filter={filter.widgetId}>
      <Island name="TermFilter" component={TermFilter} props={filter} />
    </div>
  );
}

/** Marks the line a refresh announces (src/live/listingFilter): the result count. */
export const REFRESH_SUMMARY = { 'data-refresh-summary': '' };
