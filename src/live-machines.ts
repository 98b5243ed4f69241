import { announce } from '../services/announcer';
import { showCartError } from '../services/cartNotice';
import { goTo } from '../services/navigation';
import { type Machines, pureMachines } from '../ui/machines-context';
import { cartRuntime } from './cart-runtime';

/** The machines wired to the browser's services: the composition root of the client. */
export const liveMachines: Machines = {
  ...pureMachines,
  resultCount: pureMachines.resultCount.provide({
    actions: { announce: (_, params) => announce(params.text) },
  }),
  addToCartButton: pureMachines.addToCartButton.provide({
    actions: {
      enqueue: ({ self }, { request }) => cartRuntime().enqueue(request, self),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
      reportFailure: (_, { message }) => showCartError(`The product could not be added to your cart. ${message}`),
    },
  }),
  miniCartItem: pureMachines.miniCartItem.provide({
    actions: {
      enqueue: ({ self }, { request }) => cartRuntime().enqueue(request, self),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
    },
  }),
};
