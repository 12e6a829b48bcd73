import type { FastifyPluginAsync } from 'fastify';
import { catalog } from '../state/catalog.js';
import type { SandboxState } from '../state/sandbox-state.js';

/**
 * Not part of the contract: the images the API's replies point at (`/media/products/{code}.svg`,
 * banners, news, brands...). Each is a generated placeholder, so every screen shows pictures
 * without binary assets in the repository. The gateway proxies /media/* here.
 */
export interface MediaOptions {
  state: () => SandboxState;
}

const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
};

const xml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Words into lines of at most `width` characters. */
const wrap = (text: string, width: number): string[] =>
  text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

/**
 * What the picture says. One image serves every language of every site (it is cached for a day by
 * address), so it carries no words of any language (issue 23): a product shows its brand and code,
 * a brand picture its brand; banners, news, sections and the rest only their shape and colour.
 */
const caption = (state: SandboxState, path: string): { text: string; bottle: boolean } => {
  const product = /^products\/(\w+?)(-\d+)?\.\w+$/.exec(path);
  if (product) {
    const found = catalog(state).byCode(product[1]!);
    const brand = found ? catalog(state).brand(found.brandId).name : '';
    return { text: found ? `${brand} · ${found.code}` : product[1]!, bottle: found?.type === 0 };
  }
  const brand = /^brands\/([a-z-]+?)(-logo|-banner)?\.\w+$/.exec(path);
  const named = brand ? catalog(state).brands.find((b) => b.path === brand[1]) : undefined;
  return { text: named?.name ?? '', bottle: false };
};

const BOTTLE = 'M-40 -150h80v40c0 12 30 24 30 60v190c0 18-12 30-30 30h-80c-18 0-30-12-30-30v-190c0-36 30-48 30-60z';
const LEAF = 'M0 -150C90 -110 120 -10 0 150C-120 -10 -90 -110 0 -150zM0 -120V140';

export const placeholderSvg = (path: string, text: string, bottle: boolean): string => {
  const wide = /^(banners|home|news|events|wiki|education)\//.test(path);
  const [width, height] = wide ? [1200, 500] : [600, 600];
  const hue = hash(path) % 360;
  const lines = text ? wrap(text, wide ? 40 : 22).slice(0, 3) : [];
  const textY = height - 40 - (lines.length - 1) * 34;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 55% 92%)"/>` +
    `<g transform="translate(${width / 2} ${height / 2 - 60}) scale(${wide ? 0.9 : 1})">` +
    `<path d="${bottle ? BOTTLE : LEAF}" fill="hsl(${hue} 40% 62%)" stroke="hsl(${hue} 40% 40%)" stroke-width="6"/></g>` +
    lines
      .map(
        (line, i) =>
          `<text x="${width / 2}" y="${textY + i * 34}" text-anchor="middle" font-family="sans-serif" font-size="28" fill="hsl(${hue} 35% 25%)">${xml(line)}</text>`,
      )
      .join('') +
    '</svg>'
  );
};

export const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  app.get('/media/*', async (request, reply) => {
    const path = String((request.params as Record<string, string>)['*'] ?? '');
    const { text, bottle } = caption(options.state(), path);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(placeholderSvg(path, text, bottle));
  });
};
