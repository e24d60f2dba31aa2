import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CpuPool } from './cpu-pool';
import type { CpuTask, CpuTaskArgs, CpuTaskResult } from './cpu-task';

type Bytes = Buffer | Uint8Array;

/**
 * A CPU task's results kept in memory by their inputs (up to `maxBytes`, least recently used go
 * first): the same file asked for again is answered without running the task, and requests for a
 * file being made wait for that one run instead of starting their own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any task whose result is bytes
export class CpuResultCache<Task extends CpuTask<any[], Bytes>> {
  private readonly cache: LRUCache<string, Bytes, unknown[]>;

  constructor(pool: CpuPool, task: Task, options: { maxBytes: number }) {
    this.cache = new LRUCache<string, Bytes, unknown[]>({
      maxSize: options.maxBytes,
      sizeCalculation: (result) => Math.max(1, result.byteLength),
      // A run that is evicted (the cache filled up meanwhile) still answers the requests waiting for it.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => pool.run(task, ...(context as CpuTaskArgs<Task>)),
    });
  }

  async get(...args: CpuTaskArgs<Task>): Promise<CpuTaskResult<Task>> {
    const key = createHash('sha256').update(JSON.stringify(args)).digest('base64url');
    // fetchMethod never resolves undefined: it returns the task's result or throws.
    return (await this.cache.fetch(key, { context: args })) as CpuTaskResult<Task>;
  }
}
