// The gateway's command line, read from the one place that says it: the gateway package's `start`
// script (the image's CMD is checked against the same script, packages/bff/test/deploy/image.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The arguments to `node` that start the gateway from the repository root: its V8 flags, the
 * tracing preload and the server, each file as seen from the root. A preload keeps its `./`:
 * `--import` takes a module specifier, and a bare one names a package.
 * @param {string} root the repository root
 * @returns {string[]}
 */
export const gatewayArgs = (root) => {
  const script = JSON.parse(readFileSync(join(root, 'packages/bff/package.json'), 'utf8')).scripts.start;
  return script
    .split(' ')
    .slice(1)
    .map((word) => (word.endsWith('.js') ? `${word.startsWith('./') ? './' : ''}${join('packages/bff', word)}` : word));
};
