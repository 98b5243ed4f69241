import { Island } from '../Island';
import { ContactForm } from './ContactForm';
import type { ContactFormView } from './types';

/** The contact-form widget: the form, hydrated where the page has it. */
export function ContactFormWidget({ id, view }: { id: string; view: ContactFormView }) {
  return <Island name="ContactForm" component={ContactForm} props={{ id, view }} />;
}
