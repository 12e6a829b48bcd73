import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** The route files whose `import()` calls load pages (app/routes/<area>.ts). */
const ROUTE_FILE = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.ts$/;
const DYNAMIC_IMPORT = /import\(\s*(['"])([^'"]+)\1\s*\)/g;

/** The global the server build calls; `ssr/page-modules.ts` defines it. */
export const NOTE_FUNCTION = '__gfNotePageModule';

/**
 * Server build only: each page import of a route file first tells which source module it loads
 * (`src/features/shop/product-page.tsx`), the key of Vite's client manifest. The server render then
 * links that page's chunk, its imports and its styles in the HTML head, so the browser fetches them
 * with the page instead of after the script that discovers them.
 */
export const pageModuleNotes = (): Plugin => {
  let root = '';
  return {
    name: 'gf-page-module-notes',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!options?.ssr || !ROUTE_FILE.test(id)) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2] as string, id);
        if (!resolved) this.error(`${id}: cannot resolve ${match[2]}`);
        const key = relative(root, resolved.id).split('\\').join('/');
        out += `${code.slice(last, match.index)}(globalThis.${NOTE_FUNCTION}?.(${JSON.stringify(key)}), ${match[0]})`;
        last = (match.index ?? 0) + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
};
