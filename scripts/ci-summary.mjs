// Prints, per vitest JSON report, "name: N passed, N failed in M s", then each test file's counts and
// duration (slowest first: where CI's 45 minutes go), then the total.
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

/** A runner with more files than this lists only its slowest ones. */
const SHOWN_FILES = 15;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
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
  const end = Math.max(report.startTime, ...report.testResults.map((result) => result.endTime));
  console.log(
    `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed in ${seconds(end - report.startTime)}`,
  );
  const files = report.testResults
    .map((result) => ({
      path: relative(process.cwd(), result.name),
      ms: result.endTime - result.startTime,
      passed: result.assertionResults.filter((test) => test.status === 'passed').length,
      failed: result.assertionResults.filter((test) => test.status === 'failed').length,
    }))
    .sort((a, b) => b.ms - a.ms);
  const shown = files.length > SHOWN_FILES ? files.slice(0, SHOWN_FILES) : files;
  if (shown.length < files.length) console.log(`  the ${SHOWN_FILES} slowest of ${files.length} files:`);
  for (const entry of shown) {
    console.log(`  ${seconds(entry.ms).padStart(8)}  ${entry.passed} passed, ${entry.failed} failed  ${entry.path}`);
  }
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing || passed === 0 ? 1 : 0);
