import { InProcessJobQueue } from '@jobs/in-process-job-queue';
import { JobQueue } from '@jobs/job-queue';
import { describeWithDatabase, describeWithRedis, startTestApp, TestApp } from '../support/test-app';
import { RecordingProcessor, RecordingProcessorsModule } from './fixtures/recording-processors.module';

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The same behaviour is required of both drivers. */
function queueContract(driver: 'in-process' | 'redis', start: () => Promise<TestApp>) {
  let testApp: TestApp;
  let queue: JobQueue;
  let processor: RecordingProcessor;

  beforeAll(async () => {
    testApp = await start();
    queue = testApp.app.get(JobQueue);
    processor = testApp.app.get(RecordingProcessor);
  });
  afterAll(() => testApp.close());

  it(`uses the ${driver} driver`, () => {
    expect(queue.driver).toBe(driver);
  });

  it('runs the registered processor with the payload', async () => {
    const { jobId } = await queue.enqueue('system/record', { label: 'simple' });
    await waitFor(() => processor.runsOf('simple').length === 1);
    expect(processor.runsOf('simple')[0]).toMatchObject({ jobId, attempt: 1, payload: { label: 'simple' } });
  });

  it('repeats a scheduled job until the app stops', async () => {
    await queue.repeat('system/tick', 300);
    await waitFor(() => processor.runsOf(undefined as unknown as string).length >= 2, 10_000);
    expect(processor.runsOf(undefined as unknown as string)[0].payload).toEqual({});
  });

  it('runs a job once however often the same job id is enqueued', async () => {
    const first = await queue.enqueue('system/record', { label: 'idempotent' }, { jobId: 'welcome-mail:42' });
    const second = await queue.enqueue(
      'system/record',
      { label: 'idempotent' },
      { jobId: 'welcome-mail:42' },
    );
    expect(first.duplicate).toBe(false);
    expect(second.duplicate).toBe(true);
    await waitFor(() => processor.runsOf('idempotent').length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processor.runsOf('idempotent')).toHaveLength(1);
  });

  it('retries failures with exponential backoff until the job succeeds', async () => {
    await queue.enqueue(
      'system/record',
      { label: 'flaky', failuresBeforeSuccess: 2 },
      { attempts: 4, backoffMs: 100 },
    );
    await waitFor(() => processor.runsOf('flaky').length === 3);
    const runs = processor.runsOf('flaky');
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    // 100 ms before the first retry, 200 ms before the second (timers may fire a little late, never early).
    expect(runs[1].at - runs[0].at).toBeGreaterThanOrEqual(95);
    expect(runs[2].at - runs[1].at).toBeGreaterThanOrEqual(195);
  });

  it('runs a job that could not start (a full CPU pool) again later without using up an attempt', async () => {
    await queue.enqueue('system/record', { label: 'busy', busyRuns: 2 }, { attempts: 1 });
    await waitFor(() => processor.runsOf('busy').length === 3);
    const runs = processor.runsOf('busy');
    expect(runs.map((run) => run.attempt)).toEqual([1, 1, 1]);
    expect(runs[1].at - runs[0].at).toBeGreaterThanOrEqual(95);
  });

  it('gives up after the allowed attempts', async () => {
    await queue.enqueue(
      'system/record',
      { label: 'hopeless', failuresBeforeSuccess: 99 },
      { attempts: 2, backoffMs: 50 },
    );
    await waitFor(() => processor.runsOf('hopeless').length === 2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(processor.runsOf('hopeless')).toHaveLength(2);
  });

  it('runs a job that gave up again, with all its attempts, when it is enqueued again under the same id', async () => {
    const enqueue = () =>
      queue.enqueue(
        'system/record',
        { label: 'second-chance', failuresBeforeSuccess: 9 },
        { jobId: 'second-chance', attempts: 2, backoffMs: 20 },
      );
    await enqueue();
    await waitFor(() => processor.runsOf('second-chance').length === 2);
    // Let the driver record the final failure before asking again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await enqueue()).duplicate).toBe(false);
    await waitFor(() => processor.runsOf('second-chance').length === 4);
    expect(processor.runsOf('second-chance').map((run) => run.attempt)).toEqual([1, 2, 1, 2]);
  });
}

describeWithDatabase('jobs without Redis (in-process driver)', () => {
  describe('queue contract', () =>
    queueContract('in-process', () => startTestApp({ extraModules: [RecordingProcessorsModule] })));

  it('drain() waits for queued and retrying jobs', async () => {
    const testApp = await startTestApp({ extraModules: [RecordingProcessorsModule] });
    try {
      const queue = testApp.app.get(JobQueue) as InProcessJobQueue;
      const processor = testApp.app.get(RecordingProcessor);
      await queue.enqueue('system/record', { label: 'drained', failuresBeforeSuccess: 1 }, { backoffMs: 20 });
      await queue.drain();
      expect(processor.runsOf('drained').map((run) => run.attempt)).toEqual([1, 2]);
    } finally {
      await testApp.close();
    }
  });
});

describeWithRedis('jobs with Redis (BullMQ driver)', () => {
  describe('queue contract', () =>
    queueContract('redis', () =>
      startTestApp({ useRedis: true, extraModules: [RecordingProcessorsModule] }),
    ));

  it('runs a repeated job once per interval, not once per process, with two processes on one Redis', async () => {
    const processes = await Promise.all(
      [0, 1].map(() => startTestApp({ useRedis: true, extraModules: [RecordingProcessorsModule] })),
    );
    try {
      // Both processes schedule it, as every replica does at boot.
      for (const process of processes) await process.app.get(JobQueue).repeat('system/tick', 250);
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const ended = Date.now();
      const runs = processes
        .flatMap((process) => process.app.get(RecordingProcessor).runs)
        .filter(
          (run) =>
            run.at >= started && run.at <= ended && (run.payload as { label?: string }).label === undefined,
        )
        .sort((a, b) => a.at - b.at);
      // 10 intervals in the window: once per process would be about 20 runs.
      expect(runs.length).toBeGreaterThanOrEqual(6);
      expect(runs.length).toBeLessThanOrEqual(12);
      expect(new Set(runs.map((run) => run.jobId)).size).toBe(runs.length);
    } finally {
      await Promise.all(processes.map((process) => process.close()));
    }
  });

  it('a web process with WORKERS=off queues jobs that a separate worker process runs', async () => {
    const web = await startTestApp({
      useRedis: true,
      env: { WORKERS: 'off' },
      extraModules: [RecordingProcessorsModule],
    });
    try {
      await web.app.get(JobQueue).enqueue('system/record', { label: 'handed-over' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(web.app.get(RecordingProcessor).runsOf('handed-over')).toHaveLength(0);
      const worker = await startTestApp({ useRedis: true, extraModules: [RecordingProcessorsModule] });
      try {
        const processor = worker.app.get(RecordingProcessor);
        await waitFor(() => processor.runsOf('handed-over').length === 1);
      } finally {
        await worker.close();
      }
    } finally {
      await web.close();
    }
  });
});
