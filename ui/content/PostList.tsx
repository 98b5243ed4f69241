import { Pagination } from '../catalogue/Pagination';
import type { HeadingTag, PostCardView, PostListView } from './types';

const below: Record<HeadingTag, 'h2' | 'h3'> = { h1: 'h2', h2: 'h3', h3: 'h3' };

/** A post's card: its title is the one link, and the stylesheet stretches it over the whole card. */
export function PostCard({ post, titleTag: Title }: { post: PostCardView; titleTag: HeadingTag }) {
  return (
    <article className="post-card">
      <img
        className="post-card__picture"
        src={post.image}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <Title className="post-card__title">
        <a href={post.url}>{post.title}</a>
      </Title>
      <p className="post-card__date">
        <time dateTime={post.date}>{post.dateLabel}</time>
      </p>
      <p className="post-card__excerpt">{post.excerpt}</p>
    </article>
  );
}

/** Journal posts, newest first: the latest few, or a page of the archive with its page links. */
export function PostList({ view }: { view: PostListView }) {
  const Heading = view.tag;
  return (
    <div className="post-list">
      {view.heading && <Heading className="content-heading">{view.heading}</Heading>}
      {view.posts.length === 0 ? (
        <p>No posts yet.</p>
      ) : (
        <ul className="post-list__items">
          {view.posts.map((p) => (
            <li key={p.url}>
              <PostCard post={p} titleTag={view.heading ? below[view.tag] : view.tag} />
            </li>
          ))}
        </ul>
      )}
      {view.more && (
        <p className="post-list__more">
          <a href={view.more.href}>{view.more.label}</a>
        </p>
      )}
      {view.pagination && <Pagination pagination={view.pagination} label="Journal pagination" />}
    </div>
  );
}
