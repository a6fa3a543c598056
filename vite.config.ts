/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { buildInfoPlugin } from './build/build-info-plugin.ts'
import { bundleFactsPlugin } from './build/bundle-facts-plugin.ts'
import { precompressPlugin } from './build/precompress-plugin.ts'

// public/README.md documents the folder; it is not part of the site.
const dropPublicReadme = (): Plugin => {
  let outDir = 'dist'
  return {
    name: 'marque:drop-public-readme',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await rm(path.join(outDir, 'README.md'), { force: true })
    },
  }
}

// The API server (server/) serves the built app; `npm run dev` proxies API calls to it.
const apiTarget = 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    dropPublicReadme(),
    buildInfoPlugin(),
    // What the card page and the home page load, by module, for the bundle tests (tests/build/).
    bundleFactsPlugin(['card.html', 'landing.html']),
    precompressPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The server answers /manifest.webmanifest per host; the build never writes one.
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2,json}'],
        // jsPDF's optional helpers (html2canvas, DOMPurify, canvg) are never called by the QR export.
        // card.html and landing.html are the server's templates for card pages and the home page, never pages the worker serves itself.
        // video-player-* and booking-times-* are loaded only by the public pages that show a video or a booking calendar, which need the network anyway.
        globIgnores: ['card.html', 'landing.html', '**/video-player-*', '**/booking-times-*', '**/KaTeX_*', '**/landing-block-editor-*', '**/rich-text-editor-*', '**/html2canvas-*', '**/purify.es-*', '**/index.es-*'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    // zod without its eval probe, which the page's Content-Security-Policy would report (src/lib/zod-without-eval.ts).
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') }],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/manifest.webmanifest': apiTarget,
      '/icons': apiTarget,
    },
  },
  // Marks where each page's nonce goes: on the build's script and stylesheet tags and in
  // <meta property="csp-nonce">. The server puts a new nonce in its place in every page it sends.
  html: { cspNonce: 'marque-page-nonce' },
  build: {
    manifest: true,
    outDir: 'dist',
    sourcemap: false,
    // The app, and the small entries of the public card page and the home page (src/card-page/README.md, src/landing-page/README.md).
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        card: path.resolve(import.meta.dirname, 'card.html'),
        landing: path.resolve(import.meta.dirname, 'landing.html'),
      },
    },
  },
  test: {
    // Every project's files and tests run in a new random order each time (Vitest reads this one
    // setting for all projects; the seed is printed, `--sequence.seed=N` repeats a run), so no test
    // can lean on what another left behind.
    sequence: { shuffle: true },
    projects: [
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          // Loading ESLint with the project's plugins and resolver takes a few seconds on a busy machine.
          testTimeout: 60_000,
          // As many at a time as the unit files it runs beside (Vitest asks it of one group).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A component test that draws and clicks through a whole screen (the QR designer) takes
          // seconds under jsdom on a loaded two-core machine, not Vitest's default five.
          testTimeout: 30_000,
          // Two at a time: Vitest's default on two cores is one, which left a core idle once the lint
          // beside the tests was done (the unit project alone: 95 s, 68 s two at a time).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/build/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Much of an API test is waiting (for a retry, a mail, a restarted server): four files at a
          // time keep two cores busy where two left them half idle (measured: docs/performance.md).
          maxWorkers: 4,
          // A worker keeps its modules from file to file: the server is imported, and the migrated,
          // seeded template databases (tests/support/test-app.ts) made, once per worker instead of
          // once per file. Every test still makes its own app and data.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // One seeded DATA_DIR for the run, which every test server starts from a copy of.
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits on what the page does (a script loaded, a worker's copy kept): on a
          // loaded two-core machine that can take seconds, not Vitest's default one.
          expect: { poll: { timeout: 15_000 } },
          // Each browser test file runs a server and Chromium, and waits on them more than it computes:
          // three at a time keep two cores busy without starving any (measured: docs/performance.md).
          maxWorkers: 3,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
