import type { ContactErrors, ContactValues } from '../../domain/contact';

/** The contact form as a page renders it: its nonce, and what a refused post left in it. */
export interface ContactFormState {
  nonce: string;
  values?: ContactValues;
  errors?: ContactErrors;
}

export interface ContactFormView {
  heading?: string;
  /** Where the form posts without JavaScript. */
  action: string;
  /** The form's nonce; empty on a page shared by every visitor (the browser's same-origin word decides). */
  nonce: string;
  values: ContactValues;
  errors: ContactErrors;
  submitLabel: string;
}
