import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';

describe('sandbox media placeholders', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await buildSandbox();
  });
  afterAll(() => sandbox.app.close());

  it('draws a product image with its brand and code, cacheable for a day', async () => {
    const reply = await sandbox.app.inject({ url: '/media/products/10037.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(reply.body).toContain('Green Balance · 10037');
  });

  it('gives every path its own colour, and no words of any language: one image serves every language (issue 23)', async () => {
    const colour = (body: string) => /fill="(hsl\([^)]*\))"/.exec(body)?.[1];
    const a = await sandbox.app.inject({ url: '/media/products/10037-2.svg' });
    const b = await sandbox.app.inject({ url: '/media/brands/aquamagic-logo.svg' });
    expect(colour(a.body)).not.toBe(colour(b.body));
    expect(b.body).toContain('>Aquamagic</text>');
    const banner = await sandbox.app.inject({ url: '/media/banners/autumn-promotion.svg' });
    expect(banner.body).toContain('width="1200"');
    expect(banner.body).not.toContain('<text');
    const news = await sandbox.app.inject({ url: '/media/news/1.svg' });
    expect(news.body).not.toContain('<text');
    const section = await sandbox.app.inject({ url: '/media/sections/household.svg' });
    expect(section.body).not.toContain('<text');
  });
});
