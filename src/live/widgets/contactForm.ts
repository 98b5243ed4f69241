import { fromPromise } from 'xstate';
import { contactFormMachine } from '../../../machines/contactForm';
import { announce } from '../../../services/announcer';
import { focusWhenShown } from '../../../services/focus';

/** The contact form, sending through the REST API; the REST client loads when a message is sent. */
export const liveContactForm = () =>
  contactFormMachine.provide({
    actors: {
      send: fromPromise(async ({ input }) => {
        const [{ sendContactMessage }, { pageRestClient }] = await Promise.all([
          import('../../../services/contact'),
          import('../rest'),
        ]);
        return sendContactMessage(pageRestClient(), input);
      }),
    },
    actions: {
      announce: (_, params) => announce(params.text, 'assertive'),
      // The summary and the thanks may not be on show yet: they appear when the view renders them.
      focusSummary: (_, { form, summary }) => focusWhenShown(summary, form.current),
      focusThanks: (_, { form, thanks }) => focusWhenShown(thanks, form.current),
    },
  });

export default liveContactForm;
