import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DirectoryLockedError, lockDirectory } from './directory-lock';

describe('lockDirectory: one process per embedded database directory', () => {
  let dir: string;
  const lockFile = () => join(dir, 'crm-advisory.lock');
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'crm-lock-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('claims a free directory with this PID and frees it on release', () => {
    const release = lockDirectory(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while a running process holds it, saying what to do', () => {
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
    expect(() => lockDirectory(dir)).toThrow(/in use by another process \(pid \d+\).+set DATABASE_URL/);
    release();
    lockDirectory(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(lockFile(), gone.stdout);
    const release = lockDirectory(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});
