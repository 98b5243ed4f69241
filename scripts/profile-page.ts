/**
 * A CPU profile of one page type as the bench's `render` section requests it (in-process,
 * one request at a time through `inject`, no page kept), of the requests alone, not the
 * shop's start: `npx tsx scripts/profile-page.ts [page] [requests]`, page one of
 * bench/render-cost.ts's names (default `listing`); on Postgres with `DATABASE_URL`, else a
 * PGlite data folder. Writes the profile to `PROFILE_OUT` (default
 * /tmp/profile-page.cpuprofile): sum it with scripts/profile-summary.ts. Prints the CPU per
 * request while profiled and the inclusive share of the hooks, views and parts named below.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { type DatabaseKind, emptyDatabase, releaseCatalogues } from '../bench/catalogues';
import { cpuPerCall, meterShop, pageTypes, startMeasuredShop } from '../bench/render-cost';

const [pageName = 'listing', requestsArg = '3000'] = process.argv.slice(2);
const requests = Number(requestsArg);
const out = process.env.PROFILE_OUT ?? '/tmp/profile-page.cpuprofile';
const kind: DatabaseKind = process.env.DATABASE_URL ? 'Postgres' : 'PGlite';

const shop = await startMeasuredShop(await emptyDatabase(kind));
await meterShop(shop);
const page = (await pageTypes(shop.app)).find((p) => p.name === pageName);
if (!page) throw new Error(`no page type ${pageName}`);
const request = () => shop.app.inject(page.request);
for (let i = 0; i < 300; i++) await request();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 50 });
await session.post('Profiler.start');
const cpu = await cpuPerCall(request, requests);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
writeFileSync(out, JSON.stringify(profile));

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const nodes = profile.nodes as Node[];
const byId = new Map(nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfUs = new Map<number, number>();
profile.samples?.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas?.[i + 1] ?? 0));
});

const name = (n: Node) => {
  const file = n.callFrame.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
  return `${n.callFrame.functionName || '(anonymous)'} ${file.replace(/.*node_modules\//, '')}:${n.callFrame.lineNumber + 1}`;
};
// Inclusive time by function name: a sample counts once per function on its stack.
const inclusive = new Map<string, number>();
let busy = 0;
for (const [id, us] of selfUs) {
  const leaf = byId.get(id)!;
  if (leaf.callFrame.functionName === '(idle)') continue;
  busy += us;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at)!);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
console.log(
  `${kind} ${pageName}: ${cpu.toFixed(2)} ms CPU per request while profiled; busy ${(busy / 1e6).toFixed(2)} s`,
);
console.log('inclusive, top 60 of our code and the libraries:');
console.log(
  [...inclusive]
    .filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.PROFILE_TOP ?? 60))
    .map(([k, us]) => `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n'),
);
await shop.close();
await releaseCatalogues();
process.exit(0);
