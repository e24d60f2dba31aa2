/** Queues of the application. Processors live in their own module; this folder only wires them. */
export const QUEUE_NAMES = ['mail', 'analytics', 'signing', 'system'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

/**
 * Every job of the application, `<queue>/<name>` → its payload. A module adds its jobs next to their
 * processor by augmenting this interface, so platform code names no module:
 *
 *   declare module '@jobs/job-types' {
 *     interface JobPayloads { 'signing/seal': { agreementId: string } }
 *   }
 *
 * `JobQueue.enqueue('signing/seal', payload)` is then checked against it: an unknown job or a wrong
 * payload fails `npm run typecheck`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

export type JobName = Extract<keyof JobPayloads, `${QueueName}/${string}`>;

/** A job run on a schedule (`JobQueue.repeat`): it takes no payload. */
export type EmptyPayload = Record<string, never>;
export type RepeatedJobName = {
  [Job in JobName]: JobPayloads[Job] extends EmptyPayload ? Job : never;
}[JobName];

/**
 * A plain service that handles one kind of job. Both drivers (BullMQ and in-process)
 * call the same `handle`, so behaviour does not depend on whether Redis is configured.
 */
export interface JobProcessor<Job extends JobName = JobName> {
  readonly job: Job;
  handle(payload: JobPayloads[Job], context: JobContext): Promise<void>;
}

/** `signing/seal` → `{ queue: 'signing', name: 'seal' }`, as the drivers (and BullMQ) keep them. */
export function splitJobName(job: string): { queue: QueueName; name: string } {
  const slash = job.indexOf('/');
  return { queue: job.slice(0, slash) as QueueName, name: job.slice(slash + 1) };
}

export interface EnqueueOptions {
  /** Idempotency key: enqueuing the same id twice runs the job once. */
  jobId?: string;
  attempts?: number;
  /** First retry delay; later retries double it. */
  backoffMs?: number;
  delayMs?: number;
  /**
   * How long a finished job stays in Redis, where its id refuses a repeated enqueue: 7 days unless
   * set; 0 removes it once done (analytics batches, whose processor refuses a repeat itself).
   */
  keepCompletedSeconds?: number;
}

export interface EnqueueResult {
  jobId: string;
  /** True when a job with this id was already known, so nothing new was queued. */
  duplicate: boolean;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;

export function retryDelayMs(backoffMs: number, failedAttempt: number): number {
  return backoffMs * 2 ** (failedAttempt - 1);
}

/**
 * An error that says the work could not start for now (a full CPU pool: `retryLaterMs` on the error):
 * the job runs again after that pause without using up one of its attempts.
 */
export function retryLaterMs(error: unknown): number | undefined {
  const pause = (error as { retryLaterMs?: unknown } | null)?.retryLaterMs;
  return typeof pause === 'number' && pause > 0 ? pause : undefined;
}
