import type { PostView } from './types';

/** A journal post's page: title, date, picture, its paragraphs, and the way back to the journal. */
export function PostArticle({ post }: { post: PostView }) {
  return (
    <article className="post">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <a href={post.journalUrl}>Journal</a>
      </nav>
      <h1 className="page-title post__title">{post.title}</h1>
      <p className="post__date">
        <time dateTime={post.date}>{post.dateLabel}</time>
      </p>
      <img className="post__image" src={post.image} alt="" width={400} height={400} fetchPriority="high" />
      <div className="post__body content-text">
        {post.paragraphs.map((p, i) => (
          // Paragraphs have no identity but their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{p}</p>
        ))}
      </div>
      <p className="post__back">
        <a href={post.journalUrl}>
          <span aria-hidden="true">←</span> All journal posts
        </a>
      </p>
    </article>
  );
}
