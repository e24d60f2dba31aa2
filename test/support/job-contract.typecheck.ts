/**
 * Compiled by `npm run typecheck`, never run: each marked line must fail to type-check. If the job
 * map (`JobPayloads`, filled by each module's processors) stopped catching one of these mistakes, its
 * `@ts-expect-error` would be unused and the type check would fail.
 */
import type { JobQueue } from '@jobs/job-queue';
import type { JobProcessor } from '@jobs/job-types';

export async function jobContractMistakes(jobs: JobQueue): Promise<void> {
  // @ts-expect-error a job no processor declares
  await jobs.enqueue('signing/no-such-job', {});
  // @ts-expect-error a payload of another job
  await jobs.enqueue('signing/seal', { messageId: 'x' });
  // @ts-expect-error a payload field of the wrong type
  await jobs.enqueue('mail/send', { messageId: 42 });
  // @ts-expect-error a job that takes a payload cannot be scheduled
  await jobs.repeat('signing/seal', 1000);
  // Correct calls compile.
  await jobs.enqueue('signing/seal', { agreementId: 'a' }, { jobId: 'seal-a' });
  await jobs.repeat('signing/lifecycle', 60_000);
}

export const wrongProcessor: JobProcessor<'mail/send'> = {
  job: 'mail/send',
  // @ts-expect-error a processor whose handle takes another job's payload
  handle: async (_payload: { agreementId: string }) => undefined,
};
