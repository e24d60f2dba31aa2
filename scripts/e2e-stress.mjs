// Runs one browser test file many times in a row with a CPU hog beside it (a busy loop per core),
// to show a test waits on what a person sees and not on timing:
//   npm run test:e2e:stress -- [test file] [repeats]     (default: the assessment journey, 10 times)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const [file = 'test/e2e/assessment.spec.ts', repeats = '10'] = process.argv.slice(2);
const hogs = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
console.log(`${hogs.length} CPU hog(s) running; ${file} × ${repeats}`);
const run = spawn('npx', ['playwright', 'test', file, `--repeat-each=${repeats}`, '--workers=1'], {
  stdio: 'inherit',
});
const code = await new Promise((resolve) => run.on('exit', (status) => resolve(status ?? 1)));
for (const hog of hogs) hog.kill();
process.exit(code);
