import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { z } from 'zod';
import { embedOrigin, isShopPath, SELF_ORIGIN } from '../../domain/embed';
import type { Db } from '../db/index';
import { type CheckedDocument, checkDocument } from './document';
import { mediaPath, requiredText } from './widget-kit/settings';

/** The repository's content: documents in content/*.json, journal posts in content/posts/<slug>.json. */
export const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));

/** A file as read, named as a developer finds it (`content/home.json`). */
export interface ContentFile {
  name: string;
  text: string;
}

const PostFile = z
  .object({
    title: requiredText(160),
    excerpt: requiredText(400),
    publishedAt: z.iso.date(),
    image: mediaPath,
    body: z.array(requiredText(3000)).min(1).max(40),
  })
  .strict();

export interface SeedPost extends z.output<typeof PostFile> {
  slug: string;
}

/** Every problem of the content files, one line, each naming its file, its place and what is wrong. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `${problems.length === 1 ? 'a problem' : `${problems.length} problems`} in the content: ${problems.join('; ')}`,
    );
  }
}

function parseJson(file: ContentFile, problems: string[]): unknown {
  try {
    return JSON.parse(file.text);
  } catch (error) {
    problems.push(`${file.name}: not JSON (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * Checks every file, strictly: any problem (bad JSON, an unknown widget type, a setting
 * its widget refuses, an id used twice, two templates for one place) fails the lot.
 */
export function checkContent(files: { documents: ContentFile[]; posts: ContentFile[] }): {
  documents: { document: CheckedDocument; content: unknown }[];
  posts: SeedPost[];
} {
  const problems: string[] = [];
  const documents: { document: CheckedDocument; content: unknown }[] = [];
  const owners = new Map<string, string>();
  const claim = (key: string, file: string, what: string) => {
    const owner = owners.get(key);
    if (owner) problems.push(`${file}: ${what} is already used by ${owner}`);
    else owners.set(key, file);
  };
  for (const file of files.documents) {
    const raw = parseJson(file, problems);
    if (raw === undefined) continue;
    const { document, issues } = checkDocument(raw);
    for (const issue of issues) problems.push(`${file.name}: ${issue.path || '(document)'}: ${issue.problem}`);
    if (!document || issues.length > 0) continue;
    claim(`id ${document.id}`, file.name, `id ${document.id}`);
    claim(`slug ${document.slug}`, file.name, `slug "${document.slug}"`);
    // A page may have any number of documents; each template place has one.
    if (document.type !== 'page') claim(`type ${document.type}`, file.name, `the ${document.type} template`);
    documents.push({ document, content: (raw as { content: unknown }).content });
  }
  const posts: SeedPost[] = [];
  for (const file of files.posts) {
    const slug = path.basename(file.name, '.json');
    if (!/^[a-z0-9-]{1,60}$/.test(slug) || slug === 'page') {
      // /journal/page/<n>/ is the archive's paging, so no post may be called "page".
      problems.push(
        `${file.name}: the file name is the post's slug: lowercase letters, digits and hyphens, not "page"`,
      );
      continue;
    }
    const raw = parseJson(file, problems);
    if (raw === undefined) continue;
    const result = PostFile.safeParse(raw);
    if (result.success) posts.push({ slug, ...result.data });
    else
      for (const issue of result.error.issues)
        problems.push(`${file.name}: ${issue.path.map(String).join('.') || '(post)'}: ${issue.message}`);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { documents, posts };
}

async function readJsonFiles(dir: string, label: string): Promise<ContentFile[]> {
  const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (n) => ({ name: `${label}/${n}`, text: await readFile(path.join(dir, n), 'utf8') })),
  );
}

export async function readContentFiles(dir = CONTENT_DIR): Promise<{ documents: ContentFile[]; posts: ContentFile[] }> {
  const label = path.basename(dir);
  const [documents, posts] = await Promise.all([
    readJsonFiles(dir, label),
    readJsonFiles(path.join(dir, 'posts'), `${label}/posts`),
  ]);
  return { documents, posts };
}

/** Seed-time check: every social embed's origin is allowed by EMBED_ORIGINS; one line per one that is not. */
function embedProblems(documents: readonly CheckedDocument[], origins: readonly string[]): string[] {
  const problems: string[] = [];
  for (const document of documents)
    for (const section of document.sections)
      for (const column of section.columns)
        for (const widget of column.widgets) {
          if (widget.type !== 'social-embed') continue;
          const { url } = widget.settings as { url: string };
          const allowed = isShopPath(url)
            ? origins.includes(SELF_ORIGIN)
            : origins.includes(embedOrigin(url, 'https://shop.invalid') ?? '');
          if (!allowed)
            problems.push(
              `${document.slug} (document ${document.id}): social embed ${widget.id}: ${url} is not from an origin EMBED_ORIGINS allows (${origins.join(', ') || 'none'})`,
            );
        }
  return problems;
}

// Any constant works, as long as every process that might seed uses the same one.
const CONTENT_LOCK_KEY = 0xc0_7e_47;

/**
 * Makes the database's documents and posts those of the files: new ones are added,
 * changed ones updated, those no file has any more removed. Until the shop has an editor
 * the files are the content's source (docs/decisions/0240). Throws a ContentError, and
 * changes nothing, when any file has a problem.
 */
export async function seedContent(
  db: Db,
  dir = CONTENT_DIR,
  { embedOrigins = [SELF_ORIGIN] as readonly string[] } = {},
): Promise<{ documents: number; posts: number }> {
  const { documents, posts } = checkContent(await readContentFiles(dir));
  const embeds = embedProblems(
    documents.map((d) => d.document),
    embedOrigins,
  );
  if (embeds.length > 0) throw new ContentError(embeds);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`.execute(trx);
    const ids = documents.map((d) => d.document.id);
    let removeDocuments = trx.deleteFrom('content_documents');
    if (ids.length > 0) removeDocuments = removeDocuments.where('id', 'not in', ids);
    await removeDocuments.execute();
    for (const { document, content } of documents) {
      const row = {
        slug: document.slug,
        type: document.type,
        title: document.title,
        description: document.description ?? null,
        content: JSON.stringify(content),
      };
      await trx
        .insertInto('content_documents')
        .values({ id: document.id, ...row })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ ...row, updated_at: sql`now()` })
            .where(
              sql<boolean>`(content_documents.slug, content_documents.type, content_documents.title, content_documents.description, content_documents.content)
              is distinct from (excluded.slug, excluded.type, excluded.title, excluded.description, excluded.content)`,
            ),
        )
        .execute();
    }
    const slugs = posts.map((p) => p.slug);
    let removePosts = trx.deleteFrom('posts');
    if (slugs.length > 0) removePosts = removePosts.where('slug', 'not in', slugs);
    await removePosts.execute();
    for (const post of posts) {
      const row = {
        title: post.title,
        excerpt: post.excerpt,
        body: JSON.stringify(post.body),
        image: post.image,
        published_at: `${post.publishedAt}T09:00:00Z`,
      };
      await trx
        .insertInto('posts')
        .values({ slug: post.slug, ...row })
        .onConflict((oc) => oc.column('slug').doUpdateSet(row))
        .execute();
    }
  });
  return { documents: documents.length, posts: posts.length };
}
