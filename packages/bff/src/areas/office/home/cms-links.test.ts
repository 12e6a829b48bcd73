import { describe, expect, it } from 'vitest';
import { cmsLinks, cmsPagesUnder } from './cms-links.js';

const section = (path: string) => ({ name: path, title: `Title of ${path}`, path });

describe('the office CMS links the home and hubs pass on', () => {
  it('links only paths the office section pages serve, never another site or a script', () => {
    const links = cmsLinks(
      [
        '/office/documents',
        '/office/documents/charter',
        'javascript:alert(1)',
        '//evil.example/office/x',
        'https://evil.example/',
        '/office/a/b/c',
        '/office/../auth',
        '/shop/x',
      ].map(section),
    );
    expect(links.map((l) => l.path)).toEqual(['/office/documents', '/office/documents/charter']);
  });

  it('keeps a hub to the pages under its own section', () => {
    const pages = cmsPagesUnder(['/office/wiki/eco-club', '/office/wikipedia/x', '/office/wiki'].map(section), 'wiki');
    expect(pages.map((p) => p.path)).toEqual(['/office/wiki/eco-club']);
  });
});
