import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from '../src/openapi/generated-files.js';

/**
 * Writes the generated contract files, or with --check fails when any committed one is stale.
 * Generated files are never edited by hand.
 */
const check = process.argv.includes('--check');
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/dist\/$/, '');
let stale = 0;
for (const file of await generatedFiles()) {
  const path = root + file.path;
  if (check) {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current !== file.content) {
      stale += 1;
      console.error(`stale: packages/contracts/${file.path} (run npm run contracts)`);
    }
  } else {
    await writeFile(path, file.content);
    console.log(`wrote packages/contracts/${file.path}`);
  }
}
if (stale > 0) process.exit(1);
