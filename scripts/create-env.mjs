// `npm run env:create`: writes `.env` with a new APP_SECRET once, readable by its owner only (0600).
// An existing file keeps its secret (a new one would break TOTP secrets and signed cookies); only its
// mode is tightened. Docker Compose reads the same file, so every start uses the same secret.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? '.env';
if (existsSync(file) && /^APP_SECRET=\S{32,}/m.test(readFileSync(file, 'utf8'))) {
  chmodSync(file, 0o600);
  console.log(`${file} already holds APP_SECRET; kept (mode 0600).`);
} else {
  const line = `APP_SECRET=${randomBytes(32).toString('hex')}\n`;
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, before && !before.endsWith('\n') ? `${before}\n${line}` : before + line, {
    mode: 0o600,
  });
  chmodSync(file, 0o600);
  console.log(`${file}: APP_SECRET written (mode 0600). Keep this file: the secret must never change.`);
}
