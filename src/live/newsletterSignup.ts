import { fromPromise } from 'xstate';
import { newsletterSignupMachine } from '../../machines/newsletterSignup';
import { announce } from '../../services/announcer';
import { focusField, focusOn } from '../../services/focus';
import { signUpForNewsletter } from '../../services/newsletter';

/**
 * The popup's newsletter sign-up, sent in place. Imported by the popup's chunk only
 * (./popup.tsx): pages without a popup load none of it.
 */
export const liveNewsletterSignup = newsletterSignupMachine.provide({
  actors: { signUp: fromPromise(({ input }) => signUpForNewsletter(input.email)) },
  actions: {
    refuse: (_, { text, form }) => {
      announce(text, 'assertive');
      focusField(form.current, 'email');
    },
    thank: (_, { text, panel }) => {
      focusOn(panel.current);
      announce(text);
    },
  },
});
