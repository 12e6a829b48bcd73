import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { pageModuleNotes } from './build/page-module-notes';
import { precompress } from './build/precompress';
import { paths } from './src/config/paths';

/** The gateway the dev server forwards `/bff` to (`npm start` runs it on port 3000). */
const BFF_URL = 'http://localhost:3000';

/** The libraries of the shell that every page runs (React, the router, queries, text, the API client). */
const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/]react-query|@tanstack[\\/]query-core|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|openapi-fetch|openapi-react-query)[\\/]/;

const LOCALE_FILE = /\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * `dist/routes.json`: every page path of the route table (`:name` and `:name?` parameters as
 * written). The gateway answers a path none of them matches with 404 and the client's not-found
 * page, instead of 200 for every path.
 */
const routeList = (): Plugin => ({
  name: 'gf-route-list',
  generateBundle() {
    const list = Object.values(paths)
      .map((route) => route.path as string)
      .filter((path) => path !== '*');
    this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(list) });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pageModuleNotes(), precompress(), ...(isSsrBuild ? [] : [routeList()])],
  resolve: {
    // @gf/contracts exports its TypeScript sources under the `source` condition; there is no build
    // step for the generated types, so Vite has to take that branch (Vite's defaults stay in place).
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    // The gateway serves `dist/assets/*` with a year of caching and `dist/index.html` for every page.
    outDir: 'dist',
    assetsDir: 'assets',
    // The gateway's server rendering reads it to link a page's chunk and styles with the HTML.
    manifest: true,
    // The icons and manifest belong to the client build only.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The server build has two entries: the page table the gateway's main thread reads
      // (entry-pages) and the render its workers run (entry-server).
      ...(isSsrBuild ? { input: { 'entry-server': 'src/entry-server.tsx', 'entry-pages': 'src/entry-pages.ts' } } : {}),
      output: {
        // Libraries change less often than our code: their own chunk stays cached across releases.
        // The phone metadata (about 145 KB) only checkout needs: its own chunk, loaded with checkout.
        // The chart library (STYLE.md) only pages with charts need: its own chunk, loaded with a chart.
        // The server build splits by what each of its entries imports: the gateway's main thread
        // loads the page table without React's renderer, which only its workers load.
        ...(isSsrBuild
          ? {}
          : {
              codeSplitting: {
                groups: [
                  { name: 'phone', test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/, priority: 2 },
                  { name: 'chart', test: /[\\/]node_modules[\\/]uplot[\\/]/, priority: 2 },
                  // Only what every page runs: a library one area needs (forms, tables, zod) loads with it.
                  { name: 'vendor', test: SHELL_LIBRARIES, priority: 1 },
                ],
              },
            }),
        // One small chunk per language and namespace, named so a network log reads `locale-he-common`.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(LOCALE_FILE);
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  // The server bundle carries React in itself (ssr.noExternal): its production build, whatever
  // NODE_ENV the gateway runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: {
    // The gateway loads one self-contained file (dist/server/entry-server.js): no package of the web
    // client has to be installed beside the gateway.
    noExternal: true,
  },
  server: {
    // Sites resolve from the host name (`ru.localhost:5173`, `il.localhost:5173`, ...).
    allowedHosts: ['.localhost'],
    proxy: {
      // changeOrigin stays false: the gateway must see the browser's Host to pick the site.
      '/bff': { target: BFF_URL, changeOrigin: false },
    },
  },
}));
