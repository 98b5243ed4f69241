import { PostArticle } from '../../ui/content/PostArticle';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** A journal post. */
export function PostPage({ layout, post }: PageMap['post']) {
  return (
    <Layout layout={layout}>
      <PostArticle post={post} />
    </Layout>
  );
}
