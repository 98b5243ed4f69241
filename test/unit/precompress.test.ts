import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Runs the build step over a folder as Vite would after writing the bundle. */
async function runOn(outDir: string) {
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    writeBundle(): Promise<void>;
  };
  plugin.configResolved({ root: path.dirname(outDir), build: { outDir: path.basename(outDir) } });
  await plugin.writeBundle();
}

it('writes brotli and gzip copies of the scripts and styles a browser downloads, the same bytes inside', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'statefront-precompress-'));
  const out = path.join(root, 'client');
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  mkdirSync(path.join(out, '.vite'), { recursive: true });
  const script = `export const names = [${Array.from({ length: 400 }, (_, i) => `"product-${i}"`).join(',')}];\n`;
  const style = `.card{display:grid;gap:1rem}\n`.repeat(100);
  writeFileSync(path.join(out, 'assets', 'entry-abc123.js'), script);
  writeFileSync(path.join(out, 'assets', 'entry-abc123.css'), style);
  writeFileSync(path.join(out, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(out, 'assets', 'entry-abc123.js.map'), script);
  writeFileSync(path.join(out, '.vite', 'manifest.json'), JSON.stringify({ big: script }));

  await runOn(out);

  for (const [file, text] of [
    ['entry-abc123.js', script],
    ['entry-abc123.css', style],
  ] as const) {
    const full = path.join(out, 'assets', file);
    const br = readFileSync(`${full}.br`);
    const gz = readFileSync(`${full}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 4);
  }
  // Too small to gain, not downloaded by browsers, or read only by the server: left alone.
  expect(existsSync(path.join(out, 'assets', 'tiny-abc123.js.br'))).toBe(false);
  expect(existsSync(path.join(out, 'assets', 'entry-abc123.js.map.br'))).toBe(false);
  expect(existsSync(path.join(out, '.vite', 'manifest.json.br'))).toBe(false);
});
