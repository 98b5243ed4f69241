import type { HeadingView, LinkListView, TextView } from './types';

/** A heading widget. */
export function Heading({ view }: { view: HeadingView }) {
  const Tag = view.tag;
  return <Tag className={view.tag === 'h1' ? 'page-title' : 'content-heading'}>{view.text}</Tag>;
}

/** Paragraphs of plain text. */
export function Text({ view }: { view: TextView }) {
  return (
    <div className="content-text">
      {view.paragraphs.map((p, i) => (
        // Paragraphs have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** A short list of links under an optional heading: a navigation landmark named by it. */
export function LinkList({ id, view }: { id: string; view: LinkListView }) {
  const headingId = `links-${id}-heading`;
  return (
    <nav className="link-list" {...(view.heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Links' })}>
      {view.heading && (
        <h2 id={headingId} className="link-list__heading">
          {view.heading}
        </h2>
      )}
      <ul>
        {view.links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
