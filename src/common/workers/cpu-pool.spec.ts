import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import { AppConfig } from '@config/app-config';
import { parseEnv } from '@config/env.schema';
import { CpuPool, CpuTaskCancelled, MAX_TASKS, THREAD_HEAP_LIMITS } from './cpu-pool';
import { CpuResultCache } from './cpu-result-cache';
import {
  BYTES_OF,
  FAIL,
  RENDER_SPIN,
  RENDER_WHERE_AM_I,
  SPIN,
  WHERE_AM_I,
} from '../../../test/fixtures/workers/sample-task-list';

const poolWith = (env: Record<string, string> = {}) =>
  new CpuPool(new AppConfig(parseEnv({ NODE_ENV: 'test', CPU_POOL_THREADS: '1', ...env })));

describe('CpuPool', () => {
  let pool: CpuPool;
  beforeEach(() => (pool = poolWith()));
  afterEach(() => pool.onApplicationShutdown());

  it('runs a task on another thread, at a lower priority than the event loop, and returns its result', async () => {
    const result = await pool.run(WHERE_AM_I, 'hello');
    expect(result.label).toBe('hello');
    expect(result.threadId).not.toBe(threadId);
    // Linux keeps a nice value per thread: the worker's is raised, this thread's is unchanged.
    expect(result.nice).toBe(Math.min(19, getPriority(0) + 10));
  });

  it('renders on threads of their own that keep the event loop’s priority: every first visit waits for one', async () => {
    const render = await pool.run(RENDER_WHERE_AM_I, 'render');
    const work = await pool.run(WHERE_AM_I, 'work');
    expect(render.nice).toBe(getPriority(0));
    expect(work.nice).toBe(Math.min(19, getPriority(0) + 10));
    expect(render.threadId).not.toBe(work.threadId);
    expect(render.threadId).not.toBe(threadId);
  });

  it('gives back Buffers, not the Uint8Arrays that cross the thread boundary', async () => {
    const bytes = await pool.run(BYTES_OF, 'pdf bytes');
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString()).toBe('pdf bytes');
  });

  it('passes a task’s error to the caller', async () => {
    await expect(pool.run(FAIL, 'the task failed')).rejects.toThrow('the task failed');
  });

  it('keeps the event loop free while a task works', async () => {
    const started = Date.now();
    const work = pool.run(SPIN, 300);
    // A timer on this thread fires on time although the worker is busy for 300 ms.
    const timerLate = await new Promise<number>((resolve) => {
      const due = Date.now() + 20;
      setTimeout(() => resolve(Date.now() - due), 20);
    });
    expect(timerLate).toBeLessThan(100);
    expect(await work).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses work at once with 503 when the queue is full, and still runs what it took', async () => {
    const outcomes = Array.from({ length: 60 }, () =>
      pool.run(SPIN, 20).then(
        (turns) => ({ done: turns > 0 }),
        (error: unknown) => ({ refused: error }),
      ),
    );
    const settled = await Promise.all(outcomes);
    const refused = settled.filter((outcome) => 'refused' in outcome);
    expect(refused.length).toBeGreaterThanOrEqual(60 - 34);
    for (const { refused: error } of refused as Array<{ refused: unknown }>)
      expect(error).toMatchObject({ status: 503, code: 'server.busy' });
    expect(settled.filter((outcome) => 'done' in outcome && outcome.done).length).toBeGreaterThanOrEqual(32);
  });

  it('keeps a share for server renders and one for other work: a flood of either leaves the other room', async () => {
    const settle = (work: Promise<number>) =>
      work.then(
        () => 'done',
        (error: { code?: string }) => error.code,
      );
    const renders = Array.from({ length: MAX_TASKS.render + 4 }, () => settle(pool.run(RENDER_SPIN, 10)));
    const work = Array.from({ length: 32 }, () => settle(pool.run(SPIN, 10)));
    const overflow = settle(pool.run(SPIN, 10));
    const renderOutcomes = await Promise.all(renders);
    expect(renderOutcomes.filter((outcome) => outcome === 'server.busy')).toHaveLength(4);
    expect(await Promise.all(work)).toEqual(Array(32).fill('done'));
    expect(await overflow).toBe('server.busy');
  });

  it('skips a waiting task whose caller has gone, and lets a running one finish', async () => {
    await pool.run(WHERE_AM_I, 'a started thread');
    const running = new AbortController();
    const waiting = new AbortController();
    const busy = pool.runUnless(running.signal, SPIN, 400);
    const queued = pool.runUnless(waiting.signal, WHERE_AM_I, 'not wanted');
    await new Promise((resolve) => setTimeout(resolve, 100));
    running.abort();
    waiting.abort();
    // It left the line when its caller left: it never reached the thread.
    await expect(queued).rejects.toBeInstanceOf(CpuTaskCancelled);
    expect(await busy).toBeGreaterThan(0);
    expect(pool.pending).toBe(0);
    await expect(pool.runUnless(AbortSignal.abort(), WHERE_AM_I, 'gone')).rejects.toBeInstanceOf(
      CpuTaskCancelled,
    );
    expect((await pool.runUnless(new AbortController().signal, WHERE_AM_I, 'wanted')).label).toBe('wanted');
  });

  it('hands tasks to a thread in the order they were asked for, however long the line', async () => {
    await pool.run(WHERE_AM_I, 'a started thread');
    const finished: string[] = [];
    const busy = pool.run(SPIN, 100);
    const labels = Array.from({ length: 8 }, (_, index) => `visit ${index}`);
    await Promise.all(
      labels.map((label) => pool.run(WHERE_AM_I, label).then((result) => finished.push(result.label))),
    );
    await busy;
    expect(finished).toEqual(labels);
  });

  it('refuses the tasks still waiting for a thread when the server shuts down', async () => {
    await pool.run(WHERE_AM_I, 'a started thread');
    const busy = pool.run(SPIN, 300).catch((error: Error) => error.message);
    const waiting = pool.run(WHERE_AM_I, 'too late').catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.onApplicationShutdown();
    expect(await waiting).toBe('The CPU pool has shut down');
    await busy;
    expect(pool.pending).toBe(0);
  });

  it('stops a task that runs too long, frees its place and says so', async () => {
    pool.taskTimeoutMs = 200;
    await expect(pool.run(SPIN, 5_000)).rejects.toThrow('took longer than 200 ms');
    expect(pool.pending).toBe(0);
    // The stopped thread is replaced: a new one starts (slower than 200 ms on a busy machine) and works.
    pool.taskTimeoutMs = 30_000;
    expect((await pool.run(WHERE_AM_I, 'after')).label).toBe('after');
  });

  it('runs a repeated input once when results are cached, and concurrent asks share the run', async () => {
    const run = jest.spyOn(pool, 'run');
    const cache = new CpuResultCache(pool, BYTES_OF, { maxBytes: 1024 });
    const [first, second] = await Promise.all([cache.get('same'), cache.get('same')]);
    const third = await cache.get('same');
    expect([first, second, third].map(String)).toEqual(['same', 'same', 'same']);
    await cache.get('other');
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('CpuPool threads’ heaps', () => {
  it('are what the pool asks for, not the process’s heap flags, which stay the main thread’s', () => {
    const script = join(__dirname, '../../../test/fixtures/workers/heap-limits.ts');
    const flags = ['--max-semi-space-size=16', '--max-old-space-size=1024'];
    const run = spawnSync(process.execPath, [...flags, '--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    const { main, thread } = JSON.parse(run.stdout) as Record<
      'main' | 'thread',
      { newSpace: number; limit: number }
    >;
    // Two 16 MB semi-spaces on the main thread; the pool thread's 8 MB young generation, two of 4 MB at most
    // (16 MB, the process's flag, without the clearing).
    expect(main.newSpace).toBe(32);
    expect(thread.newSpace).toBeGreaterThan(0);
    expect(thread.newSpace).toBeLessThanOrEqual(THREAD_HEAP_LIMITS.maxYoungGenerationSizeMb);
    // The main thread's 1,024 MB old generation; the thread's own (1,024 MB too without the clearing).
    expect(main.limit).toBeGreaterThanOrEqual(1024);
    expect(thread.limit).toBeGreaterThanOrEqual(THREAD_HEAP_LIMITS.maxOldGenerationSizeMb);
    expect(thread.limit).toBeLessThan(THREAD_HEAP_LIMITS.maxOldGenerationSizeMb + 64);
  });
});
