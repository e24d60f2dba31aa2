// `npm test`: the whole suite, as CI runs it. Stops at the first failing stage and ends with one
// summary line ("tests: N passed, N failed, N skipped") counting Jest and Playwright together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const stages = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['unit + integration (Jest)', 'npx', ['jest', '--ci', '--json', '--outputFile=test-results/jest.json']],
  ['browser (Playwright)', 'npx', ['playwright', 'test']],
];

mkdirSync('test-results', { recursive: true });
for (const file of ['test-results/jest.json', 'test-results/e2e-results.json']) rmSync(file, { force: true });

let failedStage;
const took = [];
for (const [name, command, args] of stages) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    failedStage = name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync('test-results/jest.json')) {
  const jest = JSON.parse(readFileSync('test-results/jest.json', 'utf8'));
  counts.passed += jest.numPassedTests;
  counts.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  counts.skipped += jest.numPendingTests + jest.numTodoTests;
}
if (existsSync('test-results/e2e-results.json')) {
  const stats = JSON.parse(readFileSync('test-results/e2e-results.json', 'utf8')).stats;
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}
console.log(`\nstages: ${took.join(', ')}`);
if (failedStage) console.error(`\nStopped: the "${failedStage}" stage failed.`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStage || counts.failed > 0 || counts.passed === 0 ? 1 : 0);
