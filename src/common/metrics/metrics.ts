import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: pages answer in milliseconds, a slow PDF in a second or two. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A gauge or counter another part of the app reads when /metrics is scraped. */
export interface MetricsCollector {
  name: string;
  help: string;
  type: 'gauge' | 'counter';
  /** Every label a sample may carry (prom-client checks them). */
  labelNames: string[];
  collect(): Promise<Array<{ labels: Record<string, string>; value: number }>>;
}

/**
 * Prometheus metrics through prom-client, one registry per process (operations.md): Node's own
 * (CPU, memory, heap, GC, event-loop lag, handles), request latency by route, job outcomes, and
 * whatever collectors modules register (queue depths, output-cache hits). Labels are route patterns,
 * never raw paths, so the number of series stays bounded.
 */
@Injectable()
export class Metrics {
  /** Its own registry, not prom-client's global one: tests run several apps in one process. */
  private readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  private readonly jobs = new Counter({
    name: 'jobs_total',
    help: 'Background job attempts by queue, job and outcome.',
    labelNames: ['queue', 'job', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The exposition format's content type for the registry's text. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** Express middleware: times every request that reaches the router (cached pages are counted by the cache). */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.observeRequest(
        req.method,
        typeof route === 'string' ? route : 'unmatched',
        res.statusCode,
        seconds,
      );
    });
    next();
  };

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, seconds);
  }

  /** A job attempt ended: `completed`, `failed` (will retry) or `dead` (failed after its last attempt). */
  jobOutcome(queue: string, job: string, outcome: 'completed' | 'failed' | 'dead'): void {
    this.jobs.inc({ queue, job, outcome });
  }

  /** A metric read from its module when /metrics is scraped (the module keeps the numbers). */
  register(collector: MetricsCollector): void {
    const read = collector.collect;
    const options = {
      name: collector.name,
      help: collector.help,
      labelNames: collector.labelNames,
      registers: [this.registry],
    };
    if (collector.type === 'gauge') {
      new Gauge({
        ...options,
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set(labels, value);
        },
      });
    } else {
      new Counter({
        ...options,
        async collect() {
          // The module's count is the total: the counter is set to it (reset, then increased by it).
          this.reset();
          for (const { labels, value } of await read()) this.inc(labels, value);
        },
      });
    }
  }

  /** The text exposition format. */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}
