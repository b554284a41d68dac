import { readFileSync } from 'node:fs';

/**
 * Prints one plain closing line from Vitest's JSON report ("vitest: N passed, N failed, N skipped"), the form CI
 * reads in any language, and fails when the run executed no test at all.
 */
const [file = '.test-results/vitest.json'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8')) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};
const skipped = report.numPendingTests + report.numTodoTests;
process.stdout.write(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped\n`);
if (report.numPassedTests + report.numFailedTests === 0) {
  process.stderr.write('no test ran\n');
  process.exit(1);
}
