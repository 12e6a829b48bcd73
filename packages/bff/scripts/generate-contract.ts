import { writeGenerated } from '@gf/contracts/openapi/write-generated';
import { bffContractFiles } from './contract/bff-contract.js';

const stale = await writeGenerated(await bffContractFiles(), process.argv.includes('--check'));
if (stale > 0) process.exit(1);
