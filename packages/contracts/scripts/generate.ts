import { upstreamContractFiles } from '../src/openapi/generated-files.js';
import { writeGenerated } from '../src/openapi/write-generated.js';

const stale = await writeGenerated(await upstreamContractFiles(), process.argv.includes('--check'));
if (stale > 0) process.exit(1);
