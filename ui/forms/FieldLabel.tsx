/**
 * A field's label with its mark: ` *` for a required field (hidden from screen readers,
 * which hear the input's own `required`), `(optional)` for one that is not. Shared by the
 * account forms and the checkout, so every form marks its fields the same way.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="optional"> (optional)</span>
      )}
    </label>
  );
}
