/**
 * `?theme_template_id=ID` scrolls a page to the theme template or page document with that
 * id: the element whose `data-template-id` is ID (docs/decisions/0241). Ids are positive
 * whole numbers; anything else is no id.
 */
export const THEME_TEMPLATE_PARAM = 'theme_template_id';

export function themeTemplateId(search: string): number | null {
  const value = new URLSearchParams(search).get(THEME_TEMPLATE_PARAM);
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
