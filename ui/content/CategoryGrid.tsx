import type { CategoryGridView } from './types';

/** The shop's categories as picture cards: the whole card is one link. */
export function CategoryGrid({ view }: { view: CategoryGridView }) {
  if (view.categories.length === 0) return null;
  return (
    <div className="category-grid">
      <h2 className="content-heading">{view.heading}</h2>
      <ul className="category-grid__list">
        {view.categories.map((c) => (
          <li key={c.url} className="category-card">
            <a className="category-card__link" href={c.url}>
              {c.image && <img src={c.image} alt="" width={300} height={300} loading="lazy" decoding="async" />}
              <span className="category-card__name">{c.name}</span>
              <span className="category-card__count">{c.countLabel}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
