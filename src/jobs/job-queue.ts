import {
  EnqueueOptions,
  EnqueueResult,
  JobName,
  JobPayloads,
  QueueName,
  RepeatedJobName,
  splitJobName,
} from './job-types';

/** What modules inject to run background work. The driver is chosen once at boot. */
export abstract class JobQueue {
  abstract readonly driver: 'redis' | 'in-process';

  /**
   * Adds a job. With a `jobId` it is idempotent: a job waiting, running or done under that id is not
   * added twice (`duplicate: true`), while one that failed after its last attempt runs again.
   */
  enqueue<Job extends JobName>(
    job: Job,
    payload: JobPayloads[Job],
    options?: EnqueueOptions,
  ): Promise<EnqueueResult> {
    const { queue, name } = splitJobName(job);
    return this.enqueueIn(queue, name, payload, options);
  }

  /**
   * Runs `job` every `everyMs` (an empty payload): a BullMQ job scheduler shared by every
   * process with Redis, a timer in this process without. Processors of repeated jobs must be
   * idempotent: a run may overlap a slow previous one or follow a restart at once.
   */
  repeat(job: RepeatedJobName, everyMs: number): Promise<void> {
    const { queue, name } = splitJobName(job);
    return this.repeatIn(queue, name, everyMs);
  }

  protected abstract enqueueIn(
    queue: QueueName,
    jobName: string,
    payload: unknown,
    options?: EnqueueOptions,
  ): Promise<EnqueueResult>;

  protected abstract repeatIn(queue: QueueName, jobName: string, everyMs: number): Promise<void>;

  /** Resolves when the driver's backing service answers (used by /health). */
  abstract ping(): Promise<void>;

  /** Jobs per queue and state, for /metrics. */
  abstract depths(): Promise<Array<{ queue: string; state: string; count: number }>>;
}
