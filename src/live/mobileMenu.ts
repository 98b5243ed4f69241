import { fromCallback } from 'xstate';
import { mobileMenuMachine } from '../../machines/mobileMenu';
import { onWindowResize } from '../../services/viewport';

/** The header's menu, told when the window is resized. */
export const liveMobileMenu = mobileMenuMachine.provide({
  actors: { watchResize: fromCallback(({ sendBack }) => onWindowResize(() => sendBack({ type: 'RESIZED' }))) },
});
