import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { AppConfig } from '@config/app-config';
import { ModuleError } from '../errors/module-error';
import type { CpuTask, CpuWorkItem } from './cpu-task';
import { assertExpensiveRoute } from './expensive-route-check';
import { FifoGate } from './fifo-gate';
import { threadScript } from './thread-script';

/**
 * Tasks in the pool (running or waiting) beyond these are refused at once (503): a flood queues
 * nothing without end. Server renders (the platform's own tasks, `anyRoute`) have their own share,
 * so a flood of page renders cannot take the places of PDFs and seals, nor the other way round.
 * A render takes 1–10 ms, so 64 waiting is at most a few hundred ms: with 16, fifty visitors at once
 * (the benchmark's load) had four in five first visits answered without server markup.
 */
export const MAX_TASKS = { work: 32, render: 64 } as const;
const TASK_TIMEOUT_MS = 30_000;
/** Threads stop after this long without work; the first task after it starts one (about 100 ms). */
const IDLE_TIMEOUT_MS = 60_000;
/**
 * Each pool thread's heap: a small young generation (the work is in bursts, and memory, not collection
 * speed, is what is short) and the old generation npm start gives the main thread, 192 MB, at which V8
 * lets a heap grow by at most 1.3 × what a full collection kept. A host with memory to spare can raise
 * the main thread's limit (docs/performance.md) and these threads stay as they are.
 */
export const THREAD_HEAP_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 192 } as const;

/** The pool is full: the person is asked to try again shortly, nothing else is affected. */
export class CpuPoolBusyError extends ModuleError {
  /** A job that meets this tries again after the pause without using up an attempt (src/jobs). */
  readonly retryLaterMs = 5_000;

  constructor() {
    super(503, 'server.busy', 'The server is busy making other files right now. Try again in a minute.');
  }
}

/** The task was called off before it finished: whoever wanted its result has gone. */
export class CpuTaskCancelled extends Error {
  override readonly name = 'CpuTaskCancelled';

  constructor() {
    super('The task was called off: its result is no longer wanted');
  }
}

type Share = keyof typeof MAX_TASKS;

/**
 * How much a share's threads lower their own priority (a nice increment, cpu-worker.ts). Files, seals
 * and checks yield to the event loop when both cores are busy. Server renders do not: every first
 * visit waits for one, and at nice +10 (as they ran until 2026-11-28) the render thread got a tenth of
 * a busy core, so a 0.3 ms render took 1.5 ms and visitors queued behind it (docs/performance.md).
 */
export const NICE_INCREMENT: Record<Share, number> = { work: 10, render: 0 };

/**
 * The worker-thread pools (piscina) for heavy CPU work: building and sealing PDFs, font subsetting,
 * parsing uploaded PDFs, and server renders. Request handlers and in-process jobs hand such work here
 * so the event loop keeps answering pages (docs/security.md). Renders and other work have pools of
 * their own (their own threads, priorities and queue bounds), each one thread fewer than the machine's
 * cores by default (at least one), threads started on demand.
 */
@Injectable()
export class CpuPool implements OnApplicationShutdown {
  private readonly logger = new Logger('CpuPool');
  private readonly pools: Partial<Record<Share, Piscina>> = {};
  readonly threads: number;
  private readonly checkRoutes: boolean;
  private readonly inPool = { work: 0, render: 0 };
  private shutDown = false;
  /** A task reaches piscina only when a thread of its share is free: the rest wait here, in order. */
  private readonly gates: Record<Share, FifoGate>;
  /** No task runs longer than this: a stuck one frees its thread and its caller hears why. */
  taskTimeoutMs = TASK_TIMEOUT_MS;

  constructor(config: AppConfig) {
    this.threads = config.cpuPoolThreads ?? Math.max(1, availableParallelism() - 1);
    this.checkRoutes = !config.isProduction;
    this.gates = { work: new FifoGate(this.threads), render: new FifoGate(this.threads) };
  }

  async run<Args extends unknown[], Result>(task: CpuTask<Args, Result>, ...args: Args): Promise<Result> {
    return this.runUnless(undefined, task, ...args);
  }

  /**
   * As `run`, unless `cancelled` aborts while the task waits for a thread (the visitor the result was
   * for has gone): it leaves the line and the caller gets `CpuTaskCancelled`. A task already running
   * finishes (stopping it would cost the thread).
   */
  async runUnless<Args extends unknown[], Result>(
    cancelled: AbortSignal | undefined,
    task: CpuTask<Args, Result>,
    ...args: Args
  ): Promise<Result> {
    if (this.checkRoutes && !task.anyRoute) assertExpensiveRoute();
    if (cancelled?.aborted) throw new CpuTaskCancelled();
    const share: Share = task.anyRoute ? 'render' : 'work';
    if (this.inPool[share] >= MAX_TASKS[share]) throw new CpuPoolBusyError();
    const item: CpuWorkItem = { file: task.file, exportName: task.exportName, args };
    this.inPool[share] += 1;
    try {
      await this.gates[share].enter(cancelled, () => new CpuTaskCancelled());
      try {
        const result = await this.start(share).run(item, { signal: AbortSignal.timeout(this.taskTimeoutMs) });
        return asBuffers(result as Result);
      } finally {
        this.gates[share].leave();
      }
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError')
        throw new Error(
          `CPU task ${task.exportName} took longer than ${this.taskTimeoutMs} ms and was stopped`,
          {
            cause: error,
          },
        );
      throw error;
    } finally {
      this.inPool[share] -= 1;
    }
  }

  /** Tasks in the pool (running or waiting), for metrics and tests. */
  get pending(): number {
    return this.inPool.work + this.inPool.render;
  }

  async onApplicationShutdown(): Promise<void> {
    // Tasks still waiting for a thread are refused as their turn comes, not started on new threads.
    this.shutDown = true;
    const pools = Object.values(this.pools);
    for (const share of Object.keys(this.pools) as Share[]) delete this.pools[share];
    await Promise.all(pools.map((pool) => pool.destroy()));
  }

  private start(share: Share): Piscina {
    if (this.shutDown) throw new Error('The CPU pool has shut down');
    const existing = this.pools[share];
    if (existing) return existing;
    threadsGetTheirOwnHeapLimits();
    const pool = new Piscina({
      ...threadScript(__filename, 'cpu-worker'),
      minThreads: 0,
      maxThreads: this.threads,
      // Bounded by run()'s shares instead (piscina's own bound cannot tell renders from work).
      maxQueue: Infinity,
      idleTimeout: IDLE_TIMEOUT_MS,
      resourceLimits: THREAD_HEAP_LIMITS,
      workerData: { niceIncrement: NICE_INCREMENT[share] },
    });
    pool.on('error', (error: Error) => this.logger.error({ err: error }, 'A CPU pool thread failed'));
    this.pools[share] = pool;
    return pool;
  }
}

/** A Buffer crosses the thread boundary as a Uint8Array: give callers the Buffer they returned. */
function asBuffers<T>(value: T): T {
  if (value instanceof Uint8Array && !Buffer.isBuffer(value))
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T;
  return value;
}

/**
 * V8 gives every new thread the process's `--max-semi-space-size` and `--max-old-space-size` (npm start
 * and the Dockerfile choose them for the main thread, which serves every request) in place of the
 * thread's own `resourceLimits`. It reads them only when a heap is made, so clearing them once the main
 * thread's heap exists leaves the main thread as it is and lets each thread have what its pool asks
 * for (docs/performance.md).
 */
function threadsGetTheirOwnHeapLimits(): void {
  setFlagsFromString('--max-semi-space-size=0');
  setFlagsFromString('--max-old-space-size=0');
}
