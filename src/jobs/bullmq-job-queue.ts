import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DelayedError, Job, Queue, Worker } from 'bullmq';
import IORedis, { Redis } from 'ioredis';
import { UnexpectedErrors } from '@common/errors/unexpected-errors';
import { Metrics } from '@common/metrics/metrics';
import { AppConfig } from '@config/app-config';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  EnqueueOptions,
  EnqueueResult,
  QueueName,
  retryLaterMs,
} from './job-types';

const KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;
/**
 * How long an enqueue waits for Redis. While the connection is being re-established BullMQ's `add`
 * waits for it without end; callers (analytics, mail) keep their work and try again instead.
 */
const ENQUEUE_TIMEOUT_MS = 3000;

function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * BullMQ's connection wrapper re-emits a failed first connection as an 'error' event even after
 * close() has removed every listener (bullmq 5.81, RedisConnection's constructor), which makes it an
 * uncaught exception when Redis was unreachable at shutdown. Queue and worker errors are logged
 * through their own listeners; an error nobody listens for any more is dropped instead.
 */
function dropErrorsAfterClose(owner: Queue | Worker): void {
  for (const key of ['connection', 'blockingConnection']) {
    const connection = (owner as unknown as Record<string, unknown>)[key];
    if (!(connection instanceof EventEmitter)) continue;
    const emit = connection.emit.bind(connection);
    connection.emit = (event: string | symbol, ...args: unknown[]) =>
      event === 'error' && connection.listenerCount('error') === 0 ? false : emit(event, ...args);
  }
}

/** BullMQ over Redis: jobs persist, retry with exponential backoff, and can run in a separate worker process. */
@Injectable()
export class BullMqJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  readonly driver = 'redis' as const;
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  /** BullMQ never closes connections it was given; these are ours to close. */
  private readonly workerConnections: Redis[] = [];
  /** Producer side fails fast when Redis is down, so callers can fall back instead of hanging. */
  private readonly producerConnection: Redis;

  constructor(
    private readonly config: AppConfig,
    private readonly registry: JobRegistry,
    private readonly unexpected: UnexpectedErrors,
    private readonly metrics: Metrics,
  ) {
    super();
    this.producerConnection = new IORedis(this.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    this.producerConnection.on('error', (error) => this.logger.warn(`Redis (producer): ${error.message}`));
    this.logger.log(`Background jobs use BullMQ on Redis (prefix "${config.queuePrefix}")`);
  }

  private get redisUrl(): string {
    if (!this.config.redisUrl) throw new Error('BullMqJobQueue needs REDIS_URL');
    return this.config.redisUrl;
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    for (const queue of this.registry.queuesWithProcessors()) this.startWorker(queue);
  }

  protected async enqueueIn(
    queue: QueueName,
    jobName: string,
    payload: unknown,
    options: EnqueueOptions = {},
  ): Promise<EnqueueResult> {
    // BullMQ reserves ":" in custom ids.
    const jobId = (options.jobId ?? randomUUID()).replaceAll(':', '_');
    return withinTime(
      this.add(queue, jobName, payload, options, jobId),
      ENQUEUE_TIMEOUT_MS,
      `enqueue ${jobName}`,
    );
  }

  private async add(
    queue: QueueName,
    jobName: string,
    payload: unknown,
    options: EnqueueOptions,
    jobId: string,
  ): Promise<EnqueueResult> {
    const bullQueue = this.queue(queue);
    const existing = await bullQueue.getJob(jobId);
    if (existing && (await existing.isFailed())) {
      // A job that gave up after its last attempt runs again, with all its attempts, when enqueued
      // again under its id. Another process may have moved it a moment ago: then it is already queued.
      try {
        await existing.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        return { jobId, duplicate: false };
      } catch {
        return { jobId, duplicate: true };
      }
    }
    if (existing) return { jobId, duplicate: true };
    await bullQueue.add(jobName, payload, {
      jobId,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
      delay: options.delayMs,
      removeOnComplete:
        options.keepCompletedSeconds === 0
          ? true
          : { age: options.keepCompletedSeconds ?? KEEP_COMPLETED_SECONDS },
      removeOnFail: { age: KEEP_COMPLETED_SECONDS },
    });
    return { jobId, duplicate: false };
  }

  protected async repeatIn(queue: QueueName, jobName: string, everyMs: number): Promise<void> {
    await this.queue(queue).upsertJobScheduler(
      `${queue}-${jobName}`,
      { every: everyMs },
      {
        name: jobName,
        data: {},
        opts: {
          removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
          removeOnFail: { age: KEEP_COMPLETED_SECONDS },
        },
      },
    );
  }

  async depths(): Promise<Array<{ queue: string; state: string; count: number }>> {
    const depths: Array<{ queue: string; state: string; count: number }> = [];
    for (const name of this.registry.queuesWithProcessors()) {
      const counts = await this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed');
      for (const [state, count] of Object.entries(counts)) depths.push({ queue: name, state, count });
    }
    return depths;
  }

  async ping(): Promise<void> {
    await this.producerConnection.ping();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
    for (const connection of this.workerConnections) connection.disconnect();
    this.producerConnection.disconnect();
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.producerConnection, prefix: this.config.queuePrefix });
      queue.on('error', (error) => this.logger.warn(`Queue ${name}: ${error.message}`));
      dropErrorsAfterClose(queue);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private startWorker(queue: QueueName): void {
    const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnections.push(connection);
    const worker = new Worker(queue, (job: Job, token?: string) => this.process(queue, job, token), {
      connection,
      prefix: this.config.queuePrefix,
      concurrency: 4,
      // A worker that dies mid-job stops renewing its lock: another worker (or this one restarted)
      // finds the job stalled and runs it again.
      lockDuration: this.config.jobStalledMs,
      stalledInterval: this.config.jobStalledMs,
    });
    worker.on('completed', (job) => this.metrics.jobOutcome(queue, job.name, 'completed'));
    worker.on('failed', (job, error) => {
      const dead = Boolean(job && job.attemptsMade >= (job.opts.attempts ?? 1));
      this.metrics.jobOutcome(queue, job?.name ?? 'unknown', dead ? 'dead' : 'failed');
      this.logger.warn(
        `Job ${queue}/${job?.name} ${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`,
      );
      if (job && dead) {
        this.unexpected.report({
          error,
          kind: 'job',
          severity: 'error',
          metadata: { queue, job: job.name, jobId: job.id, attempts: job.attemptsMade },
        });
      }
    });
    worker.on('error', (error) => this.logger.warn(`Worker ${queue}: ${error.message}`));
    dropErrorsAfterClose(worker);
    this.workers.push(worker);
    this.logger.log(`Worker started for queue "${queue}"`);
  }

  private async process(queue: QueueName, job: Job, token?: string): Promise<void> {
    const processor = this.registry.find(queue, job.name);
    if (!processor) throw new Error(`No processor for ${queue}/${job.name}`);
    try {
      await processor.handle(job.data as never, { jobId: String(job.id), attempt: job.attemptsMade + 1 });
    } catch (error) {
      const pause = retryLaterMs(error);
      if (pause === undefined) throw error;
      // BullMQ's manual delay: the job waits and runs again without an attempt counted.
      await job.moveToDelayed(Date.now() + pause, token);
      throw new DelayedError();
    }
  }
}
