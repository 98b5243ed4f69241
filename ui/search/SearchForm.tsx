import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import type { SearchFormView } from './types';

/**
 * A search form (docs/decisions/0250): a GET form to the results page, which is the whole
 * widget without JavaScript. Hydrated, the field is an ARIA 1.2 combobox whose listbox of
 * suggestions the searchSuggestions machine runs; focus stays in the field, and the
 * highlighted option is its `aria-activedescendant`.
 */
export function SearchForm({ id, action, query, label, placeholder, maxLength }: SearchFormView) {
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const { searchSuggestions } = useMachines();
  const actor = useWidget(searchSuggestions);
  const open = useSelector(actor, (s) => s.matches('open'));
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const active = useSelector(actor, (s) => s.context.active);
  const fieldId = `${id}-field`;
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;

  // What was typed before this island hydrated (it hydrates on first focus) counts too.
  useEffect(() => {
    const value = field.current?.value ?? '';
    if (value !== query) actor.send({ type: 'TYPE', value });
  }, [actor, query]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const snapshot = actor.getSnapshot();
    const event =
      e.key === 'ArrowDown'
        ? ({ type: 'DOWN' } as const)
        : e.key === 'ArrowUp'
          ? ({ type: 'UP' } as const)
          : e.key === 'Enter'
            ? ({ type: 'FOLLOW' } as const)
            : e.key === 'Escape'
              ? ({ type: 'CLOSE' } as const)
              : null;
    // Keys the list does not take keep their usual meaning (Enter submits the form).
    if (!event || !snapshot.can(event) || (event.type === 'CLOSE' && !snapshot.matches('open'))) return;
    e.preventDefault();
    actor.send(event);
  }

  // A combobox by ARIA 1.2 (the field keeps focus, the list is a listbox); a <select> cannot suggest.
  const combobox = hydrated
    ? {
        role: 'combobox',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        ...(open && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {}),
      }
    : {};
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is younger than browsers we serve; role="search" on the form is what they all read
    <form className="search-form" role="search" aria-label={label} method="get" action={action}>
      <label className="search-form__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="search-form__row">
        <div className="search-form__field">
          <input
            ref={field}
            id={fieldId}
            className="search-form__input"
            type="search"
            name="s"
            defaultValue={query}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            {...combobox}
            onInput={(e) => actor.send({ type: 'TYPE', value: e.currentTarget.value })}
            onKeyDown={onKeyDown}
            onBlur={() => actor.send({ type: 'CLOSE' })}
          />
          {hydrated && (
            <div
              className="search-form__suggestions"
              id={listId}
              role="listbox"
              aria-label="Suggestions"
              hidden={!open}
            >
              {suggestions.map((s, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (a combobox keeps focus in its field)
                // biome-ignore lint/a11y/useFocusableInteractive: options are highlighted by aria-activedescendant, never focused
                <div
                  key={s.url}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className="search-form__option"
                  // Pressing an option must not take focus from the field (which would close the list).
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => actor.send({ type: 'PICK', index: i })}
                >
                  <span className="search-form__option-label">{s.label}</span>
                  <span className="search-form__option-kind">{s.kind === 'product' ? 'Product' : 'Journal'}</span>
                </div>
              ))}
            </div>
          )}
        </div>
        <button type="submit" className="button search-form__submit">
          Search
        </button>
      </div>
    </form>
  );
}
