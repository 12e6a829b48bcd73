/**
 * Share links are absolute site URLs (contract ShareLink). The sandbox builds them for the local
 * gateway (`npm start`: http://<site>.localhost:3000); SANDBOX_SITE_URL overrides the pattern, with
 * `{site}` standing for the site code.
 */
export const siteLink = (site: string, path: string): string =>
  (process.env.SANDBOX_SITE_URL ?? 'http://{site}.localhost:3000').replace('{site}', site || 'ru') + path;
