/** The newsletter page's form, as the server fills it (server/routes/newsletter.ts). */
export interface NewsletterFormView {
  /** Where the form posts. */
  action: string;
  /** The address as typed, kept when the page comes back with an error. */
  email: string;
  /** The message beside the field, when it has one. */
  error?: string;
}
