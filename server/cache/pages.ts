import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CatalogueChanges } from './catalogue-changes';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings a page is kept in besides plain bytes, in the shop's order of preference. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number] | 'identity';

/**
 * A page as sent to every visitor it is for: its bytes, a strong validator, and its
 * compressed forms, each made once on first demand (off the event loop, in libuv's pool).
 */
export interface StoredPage {
  readonly html: Buffer;
  /** The content's hash; each encoding's ETag adds its name, as they are different bytes. */
  readonly hash: string;
  readonly encoded: Map<PageEncoding, Promise<Buffer>>;
  size: number;
}

/** The ETag of `page` sent in `encoding`, quoted (a strong validator). */
export function etagOf(page: StoredPage, encoding: PageEncoding): string {
  return encoding === 'identity' ? `"${page.hash}"` : `"${page.hash}-${encoding}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The page in `encoding`: the bytes themselves, or compressed once and kept with the page. */
export function bytesOf(page: StoredPage, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(page.html);
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    // Made once per page and change of the catalogue, then sent many times: worth more
    // effort than a per-response compressor spends (brotli 4), yet quick on the first request.
    bytes =
      encoding === 'br'
        ? brotli(page.html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
            },
          })
        : gzipped(page.html, { level: 9 });
    page.encoded.set(encoding, bytes);
    void bytes.then(
      (b) => {
        page.size += b.length;
      },
      () => page.encoded.delete(encoding),
    );
  }
  return bytes;
}

/** A page made from `html`, not yet kept anywhere. */
export function pageOf(html: string): StoredPage {
  const bytes = Buffer.from(html);
  return {
    html: bytes,
    // One call, no Hash object: every anonymous page is hashed, kept or not.
    hash: hash('sha256', bytes, 'base64url').slice(0, 27),
    encoded: new Map(),
    size: bytes.length,
  };
}

/**
 * Pages kept in memory for visitors without a session, until the catalogue changes
 * (docs/decisions/0160). Bounded by bytes: least recently used pages go first, so URLs made
 * up by a crawler cannot grow the process.
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>();

  constructor(
    private readonly changes: CatalogueChanges | undefined,
    private readonly maxBytes: number,
  ) {
    changes?.subscribe(() => this.pages.clear());
  }

  /** What to pass to `keep` for a page whose render starts now. */
  get generation(): number {
    return this.changes?.generation ?? 0;
  }

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Most recently used last: the first key is the one to evict.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * Keeps `page` under `key`, unless the catalogue changed since its render began
   * (`generation`): a page read before a change must not outlive it.
   */
  keep(key: string, page: StoredPage, generation: number): void {
    if (!this.changes?.live || generation !== this.changes.generation) return;
    if (page.size > this.maxBytes / 4) return;
    this.pages.delete(key);
    this.pages.set(key, page);
    this.evict();
  }

  /** Bytes held now, compressed forms included. */
  get size(): number {
    let total = 0;
    for (const page of this.pages.values()) total += page.size;
    return total;
  }

  /** Compressed forms are counted as they are made, so the total is recounted here. */
  private evict(): void {
    let bytes = this.size;
    for (const [key, page] of this.pages) {
      if (bytes <= this.maxBytes) break;
      this.pages.delete(key);
      bytes -= page.size;
    }
  }
}
