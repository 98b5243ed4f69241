import { PostArticle } from '../../ui/content/PostArticle';
import { Layout } from '../../ui/layout/Layout';
import { ShareButtonsWidget } from '../../ui/share/ShareButtons';
import type { PageMap } from './types';

/** A journal post. */
export function PostPage({ layout, post, share }: PageMap['post']) {
  return (
    <Layout layout={layout}>
      <PostArticle post={post} />
      <ShareButtonsWidget id="post" view={share} />
    </Layout>
  );
}
