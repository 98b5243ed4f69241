// Runs Lighthouse on each page given and prints one JSON line of scores. Plain JavaScript,
// run by bench/sections/lighthouse.ts in a Node process of its own: Lighthouse needs
// Node 22.19 or newer, which the bench itself may not run on.
//   node bench/lighthouse-runner.mjs '{"pages":[{"label":"…","url":"…","cookie":"…"}],"runs":3}'
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The performance metrics behind the score, in ms (CLS unitless), as Lantern simulated them. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
  cls: 'cumulative-layout-shift',
};
const { pages, runs } = JSON.parse(process.argv[2]);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  logLevel: 'silent',
});
const results = [];
try {
  for (const page of pages) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const metrics = Object.fromEntries(Object.keys(METRICS).map((m) => [m, []]));
    const failing = new Map();
    for (let run = 0; run < runs; run += 1) {
      // The mobile preset (Lighthouse's default): a phone's screen, simulated slow 4G and a 4x slower CPU.
      const result = await lighthouse(
        page.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          throttlingMethod: 'simulate',
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        },
        undefined,
      );
      const { categories, audits } = result.lhr;
      for (const c of CATEGORIES) scores[c].push(Math.round((categories[c].score ?? 0) * 100));
      for (const [m, id] of Object.entries(METRICS)) metrics[m].push(audits[id].numericValue ?? 0);
      // What keeps a score under 100: audits that count towards a category and did not pass.
      for (const c of CATEGORIES) {
        for (const ref of categories[c].auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            failing.set(ref.id, `${audit.title}${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
          }
        }
      }
    }
    results.push({
      label: page.label,
      url: page.url,
      runs: scores,
      median: Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])),
      metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, median(metrics[m])])),
      // The last run's figure for each audit short of full marks in any run.
      failing: [...failing.entries()].map(([id, title]) => `${id} (${title})`),
    });
  }
} finally {
  await chrome.kill();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
