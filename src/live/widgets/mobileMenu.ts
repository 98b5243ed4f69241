import { fromCallback } from 'xstate';
import { mobileMenuMachine } from '../../../machines/mobileMenu';
import { focusElement } from '../../../services/focus';
import { onWindowResize } from '../../../services/viewport';
import { navToggleSelector } from '../../../ui/layout/SiteNav';

/** The header's menu, told when the window is resized; Escape gives focus back to a toggle. */
export const liveMobileMenu = () =>
  mobileMenuMachine.provide({
    actors: { watchResize: fromCallback(({ sendBack }) => onWindowResize(() => sendBack({ type: 'RESIZED' }))) },
    actions: { focusToggle: (_, { subMenu }) => focusElement(navToggleSelector(subMenu)) },
  });

export default liveMobileMenu;
