import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { serviceWorker } from './sw/build-plugin';

// The API (apps/api) serves the built SPA in production; in development Vite
// proxies /api so cookies (XSRF-TOKEN) stay same-origin.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The browser build is also written brotli- and gzip-compressed at the highest levels, once: the server sends
  // those files as they are (@fastify/static preCompressed) instead of compressing each asset per request.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })])],
  server: {
    proxy: {
      // ws: the live chat socket (decision 120) goes through the same proxy.
      '/api': { target: apiUrl, changeOrigin: true, ws: true },
    },
  },
  // The server renderer (src/entry-server.tsx, decision 074) is built beside the app into dist-server and the API
  // imports it from there. Libraries are bundled in (one React, the same versions as the browser's) and React's
  // production build is chosen at build time, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  // The lecture start's worker (features/learning/start/start-worker.ts) is a module worker, like the app.
  worker: { format: 'es' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // Loaded with import() by the stock chart only: kept out of the eagerly loaded vendor chunk.
            { name: 'charts', test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/, priority: 3 },
            // Loaded with import() on a lecture's page only (features/learning/start/hls.ts: its light build).
            { name: 'hls', test: /node_modules[\\/]hls\.js[\\/]/, priority: 3 },
            // Loaded with import() by the checkout page only, and only for provider 'toss'.
            { name: 'toss', test: /node_modules[\\/]@tosspayments[\\/]/, priority: 3 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // No catch-all vendor group: it would pull every library a lazy page uses into the first load.
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file in a fresh VM context inside a reused worker, rather than a new process with jsdom loaded again per
    // file: the web files took 140 s instead of 230 s side by side on 2 cores, all 359 tests passing (issue 43).
    pool: 'vmThreads',
    // axios's Node build pulls in form-data, whose dependencies vmThreads cannot load (require of an .mjs); the tests
    // replace its adapter anyway (src/test/render-app.tsx), so they take the browser build the app ships.
    alias: { axios: fileURLToPath(new URL('../../node_modules/axios/dist/esm/axios.js', import.meta.url)) },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Above the 10 s that findBy waits (src/test/setup.ts), so a slow page fails on what it lacks, not on the clock.
    testTimeout: 30_000,
  },
}));
