import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What browsers download from the build: text that compresses (not source maps, nobody's first load). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const SMALLEST = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the client build, at
 * the strongest settings: made once per build, sent as they are by @fastify/static
 * (`preCompressed`) to every browser that accepts them, with no work per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'statefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      // The Vite manifest (.vite/) is read by the server, never downloaded.
      const files = (await readdir(outDir, { recursive: true })).filter(
        (f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const bytes = await readFile(full);
          if (bytes.length < SMALLEST) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
