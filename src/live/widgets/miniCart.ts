import { miniCartMachine } from '../../../machines/miniCart';
import { focusWithin } from '../../../services/focus';
import { miniCartFocusSelector } from '../../../ui/cart/MiniCart';

/** The mini-cart drawer: after a removal, focus goes to the drawer's element the machine names. */
export const liveMiniCart = () =>
  miniCartMachine.provide({
    actions: {
      focus: (_, { panel, target }) => focusWithin(panel.current, miniCartFocusSelector(target)),
    },
  });

export default liveMiniCart;
