// Prints one plain "name: N passed, N failed" line per vitest JSON report, then the total.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

let passed = 0;
let failed = 0;
let missing = false;
for (const file of process.argv.slice(2)) {
  const name = basename(file, '.json');
  if (!existsSync(file)) {
    console.log(`${name}: no report (the runner did not finish)`);
    missing = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing || passed === 0 ? 1 : 0);
