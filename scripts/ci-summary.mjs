// Prints, per vitest JSON report, "name: N passed, N failed in M s", then each test file's counts and
// duration (slowest first: where CI's 45 minutes go), then each failed test with the start of its
// message (CI keeps only the tail of the output, which the runners' own reports scroll out of), then
// the total.
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

/** A runner with more files than this lists only its slowest ones (and every file with a failure). */
const SHOWN_FILES = 15;
/** The lines of a failure message shown: the assertion and where it failed. */
const MESSAGE_LINES = 12;
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
  const shown = files.filter((entry, index) => index < SHOWN_FILES || entry.failed > 0);
  if (shown.length < files.length)
    console.log(`  the ${SHOWN_FILES} slowest of ${files.length} files, and any other that failed:`);
  for (const entry of shown) {
    console.log(`  ${seconds(entry.ms).padStart(8)}  ${entry.passed} passed, ${entry.failed} failed  ${entry.path}`);
  }
  for (const result of report.testResults) {
    for (const test of result.assertionResults.filter((item) => item.status === 'failed')) {
      console.log(`  FAILED ${relative(process.cwd(), result.name)} > ${test.fullName}`);
      const lines = test.failureMessages.join('\n').split('\n').slice(0, MESSAGE_LINES);
      for (const line of lines) console.log(`    ${line}`);
    }
    // A file that failed outside its tests (an import, a hook) has no failed test to show.
    if (result.status === 'failed' && !result.assertionResults.some((item) => item.status === 'failed')) {
      console.log(`  FAILED ${relative(process.cwd(), result.name)}: ${String(result.message).split('\n')[0]}`);
    }
  }
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing || passed === 0 ? 1 : 0);
