import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { releaseCatalogues } from './catalogues';
import { startShopProcess, stopProcess } from './processes';
import { sections } from './sections/index';
import { formatSection } from './table';
import type { BenchContext, SectionResult } from './types';

/**
 * `npm run bench`: builds the client and the server, starts the shop exactly as `npm start`
 * does (its own process, a PGlite data folder in a temporary directory, the demo catalogue), runs each
 * section of bench/sections against it, prints the tables and writes reports/bench.json.
 * `npm run bench -- javascript` runs only the sections named.
 */
async function main() {
  // Before any section loads React (the cart section starts shops in this process): its
  // development build is several times slower.
  process.env.NODE_ENV = 'production';
  const only = process.argv.slice(2);
  const chosen = only.length > 0 ? sections.filter((s) => only.includes(s.name)) : sections;
  if (chosen.length === 0) throw new Error(`no section named ${only.join(', ')}; have ${sections.map((s) => s.name)}`);

  const started = Date.now();
  process.stdout.write('Building the client and the server…\n');
  await build({ logLevel: 'warn' });
  await build({ configFile: 'vite.server.config.ts' });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-'));
  // Renders are what the sections on this shop measure: it keeps no pages in memory (the
  // pages section starts shops of its own that do). DATABASE_URL is for sections' own shops.
  const shop = await startShopProcess({ DATA_DIR: dataDir, PAGE_CACHE_MEGABYTES: '0', DATABASE_URL: undefined });
  const ctx: BenchContext = { url: shop.url, dataDir, database: 'PGlite data folder' };
  const results: (SectionResult & { name: string })[] = [];
  try {
    for (const section of chosen) {
      process.stdout.write(`Running ${section.name}…\n`);
      results.push({ name: section.name, ...(await section.run(ctx)) });
    }
  } finally {
    await stopProcess(shop.child);
    await releaseCatalogues();
    rmSync(dataDir, { recursive: true, force: true });
  }

  process.stdout.write(`\n${results.map(formatSection).join('\n\n')}\n\n`);
  mkdirSync('reports', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    seconds: Math.round((Date.now() - started) / 1000),
    sections: results,
  };
  writeFileSync('reports/bench.json', `${JSON.stringify(keepOtherSections(report), null, 2)}\n`);
  process.stdout.write(`Written to reports/bench.json in ${report.seconds} s.\n`);
}

/**
 * A run of some sections replaces only those in reports/bench.json: the other sections'
 * figures stay, each with the date of the run that made it.
 */
function keepOtherSections<R extends { date: string; sections: { name: string }[] }>(report: R): R {
  let previous: { date?: string; sections?: { name: string; date?: string }[] } = {};
  try {
    previous = JSON.parse(readFileSync('reports/bench.json', 'utf8'));
  } catch {
    return report;
  }
  const ran = new Set(report.sections.map((s) => s.name));
  const kept = (previous.sections ?? []).filter((s) => !ran.has(s.name)).map((s) => ({ date: previous.date, ...s }));
  const fresh = report.sections.map((s) => ({ ...s, date: report.date }));
  const order = sections.map((s) => s.name);
  const all = [...kept, ...fresh].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return { ...report, sections: all };
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
