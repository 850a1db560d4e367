// Prints one closing line for the whole `npm test` run ("N passed, N failed") from vitest's JSON reports.
// A failing test counts once (not again for its describe block and file); a file that failed without a
// failing test (it could not load, or a hook threw) counts as one failure of its own.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    failed += 1;
    console.log(`missing report ${file}: that suite did not run`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed').length;
    if (result.status === 'failed' && failedTests === 0) {
      failed += 1;
      console.log(`${result.name}: failed outside its tests${result.message ? `: ${String(result.message).split('\n')[0]}` : ''}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
