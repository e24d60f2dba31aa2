import { Injectable } from '@nestjs/common';
import { JobName, JobProcessor, QueueName, splitJobName } from './job-types';

/** Processors register themselves here (usually in their module's onModuleInit). */
@Injectable()
export class JobRegistry {
  private readonly processors = new Map<string, JobProcessor>();

  register<Job extends JobName>(processor: JobProcessor<Job>): void {
    if (this.processors.has(processor.job))
      throw new Error(`A processor for ${processor.job} is already registered`);
    this.processors.set(processor.job, processor as unknown as JobProcessor);
  }

  /** The processor of `<queue>/<jobName>`, as the drivers receive jobs. */
  find(queue: QueueName, jobName: string): JobProcessor | undefined {
    return this.processors.get(`${queue}/${jobName}`);
  }

  queuesWithProcessors(): QueueName[] {
    return [...new Set([...this.processors.values()].map((processor) => splitJobName(processor.job).queue))];
  }
}
