import { Global, Injectable, Logger, Module } from '@nestjs/common';

/** An exception nobody handled: a request that ended in a 500, a job that gave up, a process-level failure. */
export interface UnexpectedError {
  error: unknown;
  kind: 'http' | 'job' | 'process';
  severity: 'error' | 'critical';
  url?: string;
  userId?: string;
  metadata?: Record<string, unknown>;
}

type Listener = (report: UnexpectedError) => void | Promise<void>;

/**
 * Where infrastructure (the exception filter, the job drivers, process hooks) reports unexpected
 * errors, and where the error-log module listens. Keeps common code free of any module.
 */
@Injectable()
export class UnexpectedErrors {
  private readonly logger = new Logger('Errors');
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Never throws and never waits: reporting an error must not cause another. */
  report(report: UnexpectedError): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(report))
        .catch((error: Error) => this.logger.warn(`Could not record an error: ${error.message}`));
    }
  }
}

@Global()
@Module({ providers: [UnexpectedErrors], exports: [UnexpectedErrors] })
export class UnexpectedErrorsModule {}
