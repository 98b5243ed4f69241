/** The floating contact widget: how to reach the shop, from content. */
export interface ContactButtonsView {
  label: string;
  email?: { address: string; href: string };
  phone?: { display: string; href: string };
  hours: { days: string; time: string }[];
  /** The contact page, if the shop has one. */
  page?: { label: string; href: string };
}
