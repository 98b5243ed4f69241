/**
 * The page's quantity inputs that the quantity-minimum rule applies to:
 * every `input.qty` outside the cart page's quantity column.
 */
export function quantityInputsOutsideCart(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('input.qty')].filter((el) => !el.closest('.product-quantity'));
}

/** The value and min the rule compares, as numbers (NaN when missing). */
export function readQuantity(el: HTMLInputElement): { value: number; min: number } {
  const min = el.getAttribute('min');
  return { value: Number.parseFloat(el.value), min: min === null || min === '' ? Number.NaN : Number.parseFloat(min) };
}

export function setQuantity(el: HTMLInputElement, value: number): void {
  el.value = String(value);
}
