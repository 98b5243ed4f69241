/**
 * A view's element as a machine carries it: the view's ref object, passed in the input,
 * read only by the live wiring's services when an effect runs (the element exists only
 * after the view has rendered). Machines never look inside it; in the model tests and on
 * the server it is `{ current: null }`.
 */
export interface ElementRef<T extends Element = Element> {
  readonly current: T | null;
}
