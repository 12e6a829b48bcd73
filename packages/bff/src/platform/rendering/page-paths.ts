import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The client's page paths as its route table writes them (`/office/orders/:id`): `routes.json`,
 * written by its build; the configuration checked it is there. Empty without a built client.
 */
export const readPagePaths = (webDist: string | undefined): string[] =>
  webDist ? (JSON.parse(readFileSync(join(webDist, 'routes.json'), 'utf8')) as string[]) : [];
