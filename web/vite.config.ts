import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstVisitPreloads } from './scripts/first-visit-preloads.ts';
import { i18nextSelectorCopy } from './scripts/i18next-selector.ts';
import { precompress } from './scripts/precompress.ts';
import { blogArticleTexts, blogTexts, homeTexts } from './src/app/first-visit.ts';

/** A file of a package's `dist/production` folder, found beside the development entry its exports name. */
const productionBuildOf = (name: string, file: string) =>
  fileURLToPath(new URL(`../production/${file}`, import.meta.resolve(name)));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    i18nextSelectorCopy(),
    // What src/main.tsx (i18next with the `layout` texts, react-query's client) and src/app/router.tsx load before a
    // page, and what each public page's first render needs (an article's by the router's pattern).
    firstVisitPreloads({
      texts: ['layout'],
      modules: ['src/lib/i18n-instance.ts', 'src/app/query-client.ts'],
      pages: {
        '/': { module: 'src/app/routes/home.tsx', texts: [...homeTexts] },
        '/blog': { module: 'src/app/routes/blog.tsx', texts: [...blogTexts] },
        '/blog/:slug': { module: 'src/app/routes/blog-article.tsx', texts: [...blogArticleTexts] },
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package points every import condition at its development build (dev-only warnings and
      // checks kept); the production build beside it is the same code without them, about 2 KB gzip less on the
      // first download.
      { find: /^react-router$/, replacement: productionBuildOf('react-router', 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: productionBuildOf('react-router', 'dom-export.mjs') },
    ],
  },
  build: {
    // Every browser that runs React 19 understands native modules and dynamic imports.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contracts only declare (schemas, endpoints, constants): a page that reads one constant of theirs must
      // not download zod and every schema with it. Other modules keep their own package's word.
      treeshake: { moduleSideEffects: (id) => (/\/packages\/contracts\/src\//.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page needs before anything shows (React, the router, react-i18next) and the few small
              // modules the entry shares with the pages: one file to preload beside the entry instead of a
              // handful, and one compression dictionary for all of them. With them the few lines that defer a
              // section until the reader nears it, which the home page, the blog list and the articles all use:
              // alone they would be one more small file in the home page's idle-time download.
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-i18next)\/|src\/lib\/i18n-selector\.ts|src\/config\/constants|src\/lib\/(cn|storage)\.ts|src\/components\/deferred-until-near\.tsx|vite\/preload-helper/,
            },
            {
              // react-query's core and the app's client: every page waits for the client, one file rather than
              // several. (Its provider stays with the entry, which would otherwise import this whole group.) The
              // observers only admin screens use (useQueries, useMutation) stay out: this file is on every page.
              name: 'query',
              test: /node_modules\/@tanstack\/query-core\/build\/modern\/(?!queriesObserver|mutationObserver)|src\/app\/query-client\.ts/,
            },
          ],
        },
      },
    },
  },
  // `npm -w web run dev` talks to `make start` for the API.
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
