import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { UnexpectedErrors } from '@common/errors/unexpected-errors';
import { Metrics } from '@common/metrics/metrics';
import { outsideRoutes } from '@common/workers/expensive-route-check';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  EnqueueOptions,
  EnqueueResult,
  QueueName,
  retryDelayMs,
  retryLaterMs,
} from './job-types';

const REMEMBERED_JOB_IDS = 10_000;

/**
 * Runs jobs inside this process when REDIS_URL is unset: same processors, same retry policy,
 * same idempotent job ids (remembered for the life of the process). Jobs do not survive a restart.
 */
@Injectable()
export class InProcessJobQueue extends JobQueue implements OnModuleDestroy {
  readonly driver = 'in-process' as const;
  private readonly logger = new Logger('Jobs');
  private readonly knownJobIds = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly intervals = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly registry: JobRegistry,
    private readonly unexpected: UnexpectedErrors,
    private readonly metrics: Metrics,
  ) {
    super();
    this.logger.log(
      'REDIS_URL is unset: background jobs run in-process (no Redis, not persisted across restarts)',
    );
  }

  protected async enqueueIn(
    queue: QueueName,
    jobName: string,
    payload: unknown,
    options: EnqueueOptions = {},
  ): Promise<EnqueueResult> {
    const jobId = options.jobId ?? randomUUID();
    if (this.knownJobIds.has(jobId)) return { jobId, duplicate: true };
    this.remember(jobId);
    const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
    const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.schedule(
      () => this.attempt(queue, jobName, payload, jobId, 1, attempts, backoffMs),
      options.delayMs ?? 0,
    );
    return { jobId, duplicate: false };
  }

  protected async repeatIn(queue: QueueName, jobName: string, everyMs: number): Promise<void> {
    const interval = setInterval(() => void this.enqueueIn(queue, jobName, {}, { attempts: 1 }), everyMs);
    interval.unref(); // a repeating timer never keeps the process alive on its own
    this.intervals.add(interval);
  }

  /** In-process jobs are not kept per queue: what runs now and what waits for its timer. */
  depths(): Promise<Array<{ queue: string; state: string; count: number }>> {
    return Promise.resolve([
      { queue: 'in-process', state: 'active', count: this.running.size },
      { queue: 'in-process', state: 'waiting', count: this.timers.size },
    ]);
  }

  async ping(): Promise<void> {
    // Nothing external to reach.
  }

  /** Waits until every queued and retrying job has finished (tests, graceful shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.running]);
      if (this.running.size === 0 && this.timers.size > 0) await new Promise((r) => setTimeout(r, 10));
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const interval of this.intervals) clearInterval(interval);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(run: () => Promise<void>, delayMs: number): void {
    if (this.stopped) return;
    // Timers carry the async context they were set in: the job runs as the queue's work, not the request's.
    const timer = outsideRoutes(() =>
      setTimeout(() => {
        this.timers.delete(timer);
        const execution = run().finally(() => this.running.delete(execution));
        this.running.add(execution);
      }, delayMs),
    );
    this.timers.add(timer);
  }

  private async attempt<Payload>(
    queue: QueueName,
    jobName: string,
    payload: Payload,
    jobId: string,
    attempt: number,
    attempts: number,
    backoffMs: number,
  ): Promise<void> {
    const processor = this.registry.find(queue, jobName);
    if (!processor) {
      this.logger.error(`No processor for ${queue}/${jobName}; job ${jobId} dropped`);
      return;
    }
    try {
      await processor.handle(payload as never, { jobId, attempt });
      this.metrics.jobOutcome(queue, jobName, 'completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const pause = retryLaterMs(error);
      if (pause !== undefined) {
        this.logger.warn(
          `Job ${queue}/${jobName} ${jobId} could not start (${message}); again in ${pause} ms`,
        );
        this.schedule(
          () => this.attempt(queue, jobName, payload, jobId, attempt, attempts, backoffMs),
          pause,
        );
        return;
      }
      this.metrics.jobOutcome(queue, jobName, attempt >= attempts ? 'dead' : 'failed');
      if (attempt >= attempts) {
        this.logger.error(
          `Job ${queue}/${jobName} ${jobId} failed for good after ${attempt} attempts: ${message}`,
        );
        this.unexpected.report({
          error,
          kind: 'job',
          severity: 'error',
          metadata: { queue, job: jobName, jobId, attempts: attempt },
        });
        // As with BullMQ, a job that gave up may be enqueued again under the same id.
        this.knownJobIds.delete(jobId);
        return;
      }
      const delay = retryDelayMs(backoffMs, attempt);
      this.logger.warn(
        `Job ${queue}/${jobName} ${jobId} attempt ${attempt} failed (${message}); retrying in ${delay} ms`,
      );
      this.schedule(
        () => this.attempt(queue, jobName, payload, jobId, attempt + 1, attempts, backoffMs),
        delay,
      );
    }
  }

  private remember(jobId: string): void {
    this.knownJobIds.add(jobId);
    if (this.knownJobIds.size <= REMEMBERED_JOB_IDS) return;
    const oldest = this.knownJobIds.values().next().value;
    if (oldest !== undefined) this.knownJobIds.delete(oldest);
  }
}
