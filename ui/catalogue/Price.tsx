import type { PriceView } from './types';

/** A price; a sale shows the old price struck through and says so to screen readers. */
export function Price({ price }: { price: PriceView }) {
  if (!price.sale) return <span className="price">{price.regular}</span>;
  return (
    <span className="price price--sale">
      <del>
        <span className="visually-hidden">Original price was: </span>
        {price.regular}
      </del>{' '}
      <ins>
        <span className="visually-hidden">Current price is: </span>
        {price.sale}
      </ins>
    </span>
  );
}
