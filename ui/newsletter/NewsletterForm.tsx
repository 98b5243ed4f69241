import type { ReactNode, Ref } from 'react';
import { FormField } from '../forms/FormField';

export interface NewsletterFormProps {
  /** Where the form posts: it signs up without JavaScript as it is. */
  action: string;
  /** Makes the field's id and its error's id unique on the page. */
  idPrefix: string;
  email: string;
  error?: string | undefined;
  /** What posts with it: the newsletter page's form or the popup's. */
  source: 'page' | 'popup';
  busy?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onChange?: (value: string) => void;
  onSubmit?: () => void;
  children?: ReactNode;
}

/**
 * The newsletter sign-up: one e-mail field and a button, a plain form that posts to the
 * sign-up route. The popup sends it in place through its machine (`onSubmit`); the
 * newsletter page lets it post. The error sits beside the field and describes it.
 */
export function NewsletterForm({
  action,
  idPrefix,
  email,
  error,
  source,
  busy = false,
  formRef,
  onChange,
  onSubmit,
  children,
}: NewsletterFormProps) {
  return (
    <form
      ref={formRef}
      className="newsletter-form"
      method="post"
      action={action}
      noValidate={onSubmit !== undefined}
      aria-busy={busy || undefined}
      onSubmit={
        onSubmit &&
        ((e) => {
          e.preventDefault();
          onSubmit();
        })
      }
    >
      {children}
      <FormField
        id={`${idPrefix}-email`}
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
        error={error}
        {...(onChange && { onChange })}
      />
      <input type="hidden" name="source" value={source} />
      <button type="submit" className="button newsletter-form__submit" aria-disabled={busy || undefined}>
        {busy ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  );
}
