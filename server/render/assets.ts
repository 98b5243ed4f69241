import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Assets } from '../../src/Document';

const ENTRY = 'src/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Reads the Vite manifest of the client build: the entry script, its chunks and its CSS (as text, to inline). */
export function assetsFromManifest(clientDir: string): Assets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${ENTRY}: rebuild with npm run build`);
  const preloads = new Set<string>();
  const styles = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const i of entry.imports ?? []) visit(i);
  const url = (f: string) => `/${f}`;
  return {
    scripts: [url(entry.file)],
    styles: [],
    inlineStyles: [...styles].map((f) => ({ href: url(f), css: inlineCss(path.join(clientDir, f)) })),
    preloads: [...preloads].map(url),
  };
}

/** A built stylesheet's text, for a `<style>` element: nothing in it may end that element. */
function inlineCss(file: string): string {
  const css = readFileSync(file, 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be put in a <style> element`);
  return css;
}

/** In development Vite serves the sources; transformIndexHtml adds its HMR client. */
export const devAssets: Assets = {
  scripts: [`/${ENTRY}`],
  styles: [],
  inlineStyles: [],
  preloads: [],
};
