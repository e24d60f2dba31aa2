// First: a worker thread has its own module loader, and Node's compile cache must be enabled in it too.
import '../../compile-cache';
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import type { CpuWorkItem } from './cpu-task';

/**
 * The CPU pool's worker thread. On Linux a nice value is per thread, so the worker lowers its own
 * priority by its pool's increment (`NICE_INCREMENT` in cpu-pool.ts): a thread making PDFs lowers it,
 * so when both cores are busy the event loop answering pages runs first and a burst of PDFs only takes
 * the CPU that is left over (docs/security.md, "No request handler stalls the site"); a render thread
 * keeps the event loop's.
 */
const niceIncrement = (workerData as { niceIncrement?: number } | null)?.niceIncrement ?? 0;
if (niceIncrement > 0) {
  try {
    setPriority(0, Math.min(19, getPriority(0) + niceIncrement));
  } catch {
    // Not permitted or not supported here: the pool still keeps the work off the event loop.
  }
}

type Exported = Record<string, (...args: unknown[]) => unknown>;

/** Loads the task's file once per thread (require caches it) and calls its export. */
async function runTask({ file, exportName, args }: CpuWorkItem): Promise<unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the task names its file at run time
  const exported = require(file) as Exported;
  const task = exported[exportName];
  if (typeof task !== 'function') throw new Error(`${file} exports no function "${exportName}"`);
  return task(...args);
}

export = runTask;
