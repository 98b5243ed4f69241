/**
 * Sums a `node --cpu-prof` profile's self time per function and per module:
 * `npx tsx scripts/profile-summary.ts <file.cpuprofile> [top] [from-seconds]`. Prints the
 * share of busy (not idle) time of the `top` functions (default 40) and of the modules, a
 * module being a package under node_modules, a file of ours, or (program), (garbage
 * collector) as V8 names them. Samples before `from-seconds` after the profile's start
 * (the server starting up) are left out.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, fromArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** Self microseconds per node: each sample's following delta belongs to the sampled node. */
const self = new Map<number, number>();
const from = Number(fromArg ?? 0) * 1e6;
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
});

function moduleOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
}

const perFunction = new Map<string, number>();
const perModule = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of self) {
  const { callFrame } = byId.get(id)!;
  const mod = moduleOf(callFrame.url, callFrame.functionName);
  const fn = `${callFrame.functionName || '(anonymous)'} ${mod}:${callFrame.lineNumber + 1}`;
  total += us;
  if (callFrame.functionName === '(idle)') {
    idle += us;
    continue;
  }
  perFunction.set(fn, (perFunction.get(fn) ?? 0) + us);
  perModule.set(mod, (perModule.get(mod) ?? 0) + us);
}
const busy = total - idle;
const line = ([name, us]: [string, number]) =>
  `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`;
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
console.log(`sampled ${(total / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s; shares are of busy time`);
console.log('\nby module:');
console.log(sorted(perModule).slice(0, 30).map(line).join('\n'));
console.log('\nby function:');
console.log(
  sorted(perFunction)
    .slice(0, Number(topArg ?? 40))
    .map(line)
    .join('\n'),
);
