import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The production server: `npm start` runs dist/server/main.js with plain Node. Running the
 * TypeScript sources through tsx's loader costs the process about 100 MB more (the loader's
 * own thread and its compiler), kept for its whole life (docs/decisions/0172). Packages
 * stay in node_modules; only our code is bundled.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    rollupOptions: {
      // prepare-data is started by the server (server/start.ts) as a file beside it.
      input: { main: 'server/main.ts', 'prepare-data': 'server/prepare-data.ts' },
    },
  },
});
