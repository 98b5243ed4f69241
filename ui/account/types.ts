/** View models of the my-account page, built by server/views/account.ts. */

/** A form of the my-account page as the server renders it, and as it comes back with errors. */
export interface AccountFormView {
  action: string;
  /** The form's nonce, posted as `_nonce`. */
  nonce: string;
  /** Values to show again after a failed post; never a password. */
  values: Record<string, string>;
  /** Messages beside fields, by field name, from the server's check. */
  errors: Record<string, string>;
}

export type AccountView =
  | { kind: 'guest'; login: AccountFormView; register: AccountFormView }
  | {
      kind: 'customer';
      name: string;
      email: string;
      phone: string | null;
      logout: { action: string; nonce: string };
    };
