import { expect } from 'vitest';
import type { Scenario } from '../scenario.js';

/** The office's reading pages (spec 1 §2 /office/wiki/{section}, /office/education/…, document sections). */
export const officeLibraryScenarios: Scenario[] = [
  {
    name: 'office-wiki-page',
    title: 'a wiki page is one CMS read shaped into entries; a section that is not one of the four never reaches it',
    run: async ({ get, signIn, upstream }) => {
      const cookie = await signIn('partner');
      const page = await get('/bff/v1/office/wiki/standards-and-rules', { cookie });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ section: 'standards-and-rules', path: '/office/wiki/standards-and-rules' });
      expect(page.json().entries.length).toBeGreaterThan(0);
      const missing = await get('/bff/v1/office/wiki/documents', { cookie });
      expect(missing.statusCode).toBe(404);
      expect(upstream.calls('staticPage')).toBe(1);
    },
  },
  {
    name: 'office-documents-download',
    title: 'a specifications section lists its documents; one streams through the office file route',
    run: async ({ get, signIn, upstream }) => {
      const cookie = await signIn('partner');
      const page = await get('/bff/v1/office/specifications/certificates', { cookie });
      expect(page.statusCode).toBe(200);
      const file = page.json().entries.find((e: { file: unknown }) => e.file !== null).file;
      const download = await get(file.href, { cookie });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(upstream.calls('fileDownload')).toBe(1);
    },
  },
];
