import type { PopupConfig, PopupUser } from '../../domain/popupConditions';

export interface PopupView {
  config: PopupConfig;
  /** For the 'hide for logged-in users' condition. */
  user: PopupUser;
}
