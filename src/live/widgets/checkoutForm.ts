import { fromPromise } from 'xstate';
import { checkoutFormMachine } from '../../../machines/checkoutForm';
import { announce } from '../../../services/announcer';
import { focusWhenShown } from '../../../services/focus';
import { goTo } from '../../../services/navigation';

/** The checkout form, placing orders through the JSON checkout. */
export const liveCheckoutForm = () =>
  checkoutFormMachine.provide({
    actors: {
      // Loaded when the order is placed: the REST client stays out of the checkout's first load.
      placeOrder: fromPromise(async ({ input }) => {
        const [{ placeOrder }, { pageRestClient }] = await Promise.all([
          import('../../../services/checkoutClient'),
          import('../rest'),
        ]);
        return placeOrder(pageRestClient(), input);
      }),
    },
    actions: {
      announce: (_, params) => announce(params.text, 'assertive'),
      goTo: (_, params) => goTo(params.url),
      // The summary may not be on show yet: it appears when the view renders the refusal.
      focusSummary: (_, { form, summary }) => focusWhenShown(summary, form.current),
    },
  });

export default liveCheckoutForm;
