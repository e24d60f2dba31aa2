import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Another process holds the embedded database: opening it too would corrupt it (issue #33). */
export class DirectoryLockedError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The embedded database in ${directory} is in use by another process (pid ${pid}), for example ` +
        '`npm run dev`. Two processes must never open it at once. Stop that process, or set DATABASE_URL ' +
        `to a Postgres server. If no such process runs, delete ${join(directory, LOCK_FILE)}.`,
    );
    this.name = 'DirectoryLockedError';
  }
}

export const LOCK_FILE = 'crm-advisory.lock';

/**
 * Claims a directory for this process: a lock file holding the PID, created exclusively. A lock
 * left by a process that no longer runs (a crash, a kill -9) is taken over; one held by a running
 * process is refused at once. Returns the release function (also run when the process exits).
 * Written here rather than with proper-lockfile: a dead holder is detected at once by its PID,
 * where a lock that goes stale by its age would keep a restarted `npm run dev` waiting.
 */
export function lockDirectory(directory: string): () => void {
  const path = join(directory, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readHolder(path), 10);
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
        throw new DirectoryLockedError(directory, holder);
      // Left by a process that is gone: remove it and claim the directory (once; a race goes to one).
      unlinkIfPresent(path);
    }
  }
  throw new DirectoryLockedError(directory, Number.parseInt(readHolder(path), 10) || 0);
}

function readHolder(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function unlinkIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
