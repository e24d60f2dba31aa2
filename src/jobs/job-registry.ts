import { Injectable } from '@nestjs/common';
import { JobProcessor, QueueName } from './job-types';

/** Processors register themselves here (usually in their module's onModuleInit). */
@Injectable()
export class JobRegistry {
  private readonly processors = new Map<string, JobProcessor>();

  register(processor: JobProcessor): void {
    const key = JobRegistry.key(processor.queue, processor.jobName);
    if (this.processors.has(key)) throw new Error(`A processor for ${key} is already registered`);
    this.processors.set(key, processor);
  }

  find(queue: QueueName, jobName: string): JobProcessor | undefined {
    return this.processors.get(JobRegistry.key(queue, jobName));
  }

  queuesWithProcessors(): QueueName[] {
    return [...new Set([...this.processors.values()].map((processor) => processor.queue))];
  }

  private static key(queue: QueueName, jobName: string): string {
    return `${queue}/${jobName}`;
  }
}
