import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Latency buckets in seconds: pages answer in milliseconds, a slow PDF in a second or two. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

/** A gauge or counter another part of the app reads when /metrics is scraped. */
export interface MetricsCollector {
  name: string;
  help: string;
  type: 'gauge' | 'counter';
  collect(): Promise<Array<{ labels: Record<string, string>; value: number }>>;
}

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Record<string, string>) =>
  Object.keys(labels).length === 0
    ? ''
    : `{${Object.entries(labels)
        .map(([name, value]) => `${name}="${escape(value)}"`)
        .join(',')}}`;

/**
 * Prometheus metrics, kept in memory per process (operations.md): request latency by route, job
 * outcomes, and whatever collectors modules register (queue depths, output-cache hits). Labels are
 * route patterns, never raw paths, so the number of series stays bounded.
 */
@Injectable()
export class Metrics {
  private readonly requests = new Map<string, Histogram & { labels: Record<string, string> }>();
  private readonly jobs = new Map<string, { labels: Record<string, string>; value: number }>();
  private readonly collectors: MetricsCollector[] = [];

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
    const labels = { method, route, status: `${Math.floor(status / 100)}xx` };
    const key = `${labels.method} ${labels.route} ${labels.status}`;
    let histogram = this.requests.get(key);
    if (!histogram) {
      histogram = { labels, counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.requests.set(key, histogram);
    }
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) histogram.counts[index] += 1;
    });
    histogram.sum += seconds;
    histogram.count += 1;
  }

  /** A job attempt ended: `completed`, `failed` (will retry) or `dead` (failed after its last attempt). */
  jobOutcome(queue: string, job: string, outcome: 'completed' | 'failed' | 'dead'): void {
    const key = `${queue} ${job} ${outcome}`;
    const entry = this.jobs.get(key) ?? { labels: { queue, job, outcome }, value: 0 };
    entry.value += 1;
    this.jobs.set(key, entry);
  }

  register(collector: MetricsCollector): void {
    this.collectors.push(collector);
  }

  /** The text exposition format (version 0.0.4). */
  async render(): Promise<string> {
    const lines: string[] = [
      '# HELP http_request_duration_seconds Time to answer a request, by method, route pattern and status class.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const histogram of this.requests.values()) {
      BUCKETS.forEach((bound, index) =>
        lines.push(
          `http_request_duration_seconds_bucket${labelText({ ...histogram.labels, le: String(bound) })} ${histogram.counts[index]}`,
        ),
      );
      lines.push(
        `http_request_duration_seconds_bucket${labelText({ ...histogram.labels, le: '+Inf' })} ${histogram.count}`,
        `http_request_duration_seconds_sum${labelText(histogram.labels)} ${histogram.sum.toFixed(6)}`,
        `http_request_duration_seconds_count${labelText(histogram.labels)} ${histogram.count}`,
      );
    }
    lines.push(
      '# HELP jobs_total Background job attempts by queue, job and outcome.',
      '# TYPE jobs_total counter',
    );
    for (const entry of this.jobs.values()) lines.push(`jobs_total${labelText(entry.labels)} ${entry.value}`);
    for (const collector of this.collectors) {
      lines.push(`# HELP ${collector.name} ${collector.help}`, `# TYPE ${collector.name} ${collector.type}`);
      for (const sample of await collector.collect())
        lines.push(`${collector.name}${labelText(sample.labels)} ${sample.value}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
