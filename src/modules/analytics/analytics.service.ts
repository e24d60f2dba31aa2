import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { PageViewRequest } from '@common/http/page-view-request';
import { AppConfig } from '@config/app-config';
import { JobQueue } from '@jobs/job-queue';
import type { JobContext } from '@jobs/job-types';
import type { Goal } from '@shared/analytics';
import { countsAsVisitor, pageViewFacts, PageViewFacts } from './page-view';
import { VisitorIds } from './visitor-ids';

/** Events wait here at most this long, or until a batch is full, before they go to the queue. */
const FLUSH_EVERY_MS = 1000;
/**
 * Rows per `analytics/ingest` job (a page view repeated within its second is one row). Each job
 * costs about the same in queue round trips (add, fetch, finish: a dozen Redis commands) whatever it
 * carries: 2,000 rather than 500 took the machine's CPU per page served from the cache down by
 * about 6 % (docs/performance.md).
 */
export const BATCH_SIZE = 2000;
/** While the queue is unreachable events wait in memory up to this many; beyond, they are dropped and counted. */
export const BUFFER_LIMIT = 20_000;

/** A page view as served, before its facts are worked out. */
interface ServedView {
  req: PageViewRequest;
  component: string;
  ip: string;
  servedAt: number;
}

/** One row of analytics_events, as it travels through the queue. */
export interface AnalyticsEvent extends Partial<Omit<PageViewFacts, 'kind'>> {
  kind: 'pageview' | 'goal';
  occurredAt: string;
  visitorId: string;
  path: string;
  goal?: Goal;
  goalRef?: string | null;
  /** How many times this page view happened within its second (1 when absent). */
  times?: number;
}

const COLUMNS = [
  ['kind', 'kind'],
  ['occurred_at', 'occurredAt'],
  ['visitor_id', 'visitorId'],
  ['path', 'path'],
  ['component', 'component'],
  ['referrer_host', 'referrerHost'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
  ['click_id', 'clickId'],
  ['device', 'device'],
  ['browser', 'browser'],
  ['os', 'os'],
  ['country', 'country'],
  ['goal', 'goal'],
  ['goal_ref', 'goalRef'],
  ['times', 'times'],
] as const;

type EventKey = (typeof COLUMNS)[number][1];

const COLUMN_TYPES: Partial<Record<(typeof COLUMNS)[number][0], string>> = {
  occurred_at: 'timestamptz',
  times: 'integer',
};

const COLUMN_NAMES = COLUMNS.map(([column]) => column).join(', ');

/**
 * A batch's insert: one array parameter per column, zipped into rows by `unnest`. A batch queued
 * before `times` existed sends no such array (NULL for every row): each of its rows is one view.
 */
const INSERT_EVENTS = `INSERT INTO analytics_events (${COLUMN_NAMES})
  SELECT ${COLUMNS.map(([column]) => (column === 'times' ? 'coalesce(times, 1)' : column)).join(', ')}
    FROM unnest(${COLUMNS.map(([column], index) => `$${index + 1}::${COLUMN_TYPES[column] ?? 'text'}[]`).join(', ')})
      AS batch(${COLUMN_NAMES})`;

/** Columns that do not tell two page views apart: what the row is, when, how often, and goals' own. */
const NOT_WHICH_VIEW = new Set<EventKey>(['kind', 'occurredAt', 'times', 'goal', 'goalRef']);

/**
 * What makes two page views the same view: every other column (the visitor, the page and how they
 * came), within one second. Fields are joined with NUL, which none of them holds (Node's HTTP parser
 * refuses it in a path and a header, and `pageViewFacts` strips it from query values).
 */
const SAME_VIEW_FIELDS = COLUMNS.map(([, key]) => key).filter((key) => !NOT_WHICH_VIEW.has(key));

function sameViewKey(event: AnalyticsEvent): string {
  let key = event.occurredAt.slice(0, 19);
  for (const field of SAME_VIEW_FIELDS) key += `\u0000${event[field] ?? '\u0001'}`;
  return key;
}

/**
 * An `analytics/ingest` job's data: each column as the Postgres array literal the insert reads
 * (`{pageview,pageview,NULL}`), made once when the batch leaves. The queue's JSON then carries
 * 18 strings instead of 9,000 values, and the insert sends them as they are instead of the driver
 * quoting every value again. Jobs queued earlier carry `columns` (one JSON array per column) or
 * `events` (one object per event).
 */
export type IngestBatch =
  | { arrays: Partial<Record<EventKey, string>> }
  | { columns: Partial<Record<EventKey, unknown[]>> }
  | { events: AnalyticsEvent[] };

/** Elements Postgres would misread unquoted: empty, NULL, a brace, comma, quote, backslash, white space. */
const NEEDS_QUOTES = /^$|^null$|[{}",\\\s]/i;

/** A value as an element of a Postgres array literal: quoted (`\` and `"` escaped) only where it must be. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : text;
}

const arrayLiteral = (values: unknown[]) => `{${values.map(arrayElement).join(',')}}`;

function asArrayLiterals(events: AnalyticsEvent[]): { arrays: Record<EventKey, string> } {
  const arrays = {} as Record<EventKey, string>;
  for (const [, key] of COLUMNS) arrays[key] = arrayLiteral(events.map((event) => event[key]));
  return { arrays };
}

/**
 * First-party analytics: page views captured on the server as pages are served, and goals other
 * modules record with `goal()`. Events are batched in memory and written by the `analytics/ingest`
 * job in multi-row inserts; capture never delays or fails a page.
 */
@Injectable()
export class AnalyticsService implements OnModuleDestroy {
  private readonly logger = new Logger('Analytics');
  /** Page views served in this turn of the event loop, not yet worked out (`capturePageView`). */
  private served: ServedView[] = [];
  private buffer: AnalyticsEvent[] = [];
  /**
   * The buffer's page views by `sameViewKey`: a repeat within the same second adds to its `times`
   * instead of a row (issue 40: one client asking for a cached page thousands of times a second wrote
   * a row each time, and the inserts cost the machine about as much CPU as serving the pages).
   * Emptied whenever a batch leaves the buffer, so a batch on its way is never changed.
   */
  private readonly sameViews = new Map<string, AnalyticsEvent>();
  /** The batch being handed to the queue: its id follows it through retries, so it is never added twice. */
  private outgoing: { jobId: string; events: AnalyticsEvent[] } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Events ever buffered, and those the queue accepted: the buffer holds the ones in between, oldest first. */
  private buffered = 0;
  private handedOver = 0;
  /** `flush()` asks for every event buffered before it (a partial batch too), not for those arriving meanwhile. */
  private flushUpTo = 0;
  /** Set while the queue refuses batches: the retry timer tries again, not every new page view. */
  private queueDown = false;
  /** Events dropped because the buffer was full (the queue was unreachable for long). */
  dropped = 0;
  private readonly siteHost: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly visitors: VisitorIds,
    private readonly config: AppConfig,
  ) {
    this.siteHost = new URL(config.appUrl).hostname.replace(/^www\./, '');
  }

  /** Events waiting in memory for the queue (page views not yet worked out among them). */
  get pending(): number {
    return this.served.length + this.buffer.length + (this.outgoing?.events.length ?? 0);
  }

  /**
   * Called for every page served (InertiaService.onPageView); returns at once. The view is worked out
   * with the others served in the same turn of the event loop (`recordServedViews`); its address and
   * time are read now, while the connection is there.
   */
  capturePageView(req: PageViewRequest, component: string): void {
    const view: ServedView = { req, component, ip: String(req.ip), servedAt: Date.now() };
    if (this.served.push(view) === 1) setImmediate(this.recordServedViews);
  }

  /**
   * Works out the page views served since the event loop last came round, one after another. Done
   * inside each request, the same work cost a cached 3 KB page 12–17 µs more of the server's CPU (of
   * about 100): its code and the HTTP code's took turns in the processor's caches (docs/performance.md).
   */
  private readonly recordServedViews = (): void => {
    const views = this.served;
    this.served = [];
    for (const view of views) {
      try {
        this.recordPageView(view);
      } catch (error) {
        // Outside any request now: a view that cannot be read is left out, never the process's end.
        this.logger.warn(`Page view not recorded: ${(error as Error).message}`);
      }
    }
  };

  private recordPageView({ req, component, ip, servedAt }: ServedView): void {
    const facts = pageViewFacts(
      req,
      component,
      { host: this.siteHost, countryHeader: this.config.analytics.countryHeader },
      servedAt,
    );
    if (!facts) return;
    const userAgent = req.get('User-Agent') ?? '';
    const record = (visitorId: string) => {
      facts.visitorId = visitorId;
      this.add(facts);
    };
    const known = this.visitors.visitorIdNow(ip, userAgent, facts.occurredAt.slice(0, 10));
    if (known !== null) return record(known);
    void this.visitors
      .visitorId(ip, userAgent, new Date(facts.occurredAt))
      .then(record)
      .catch((error: Error) => this.logger.warn(`Page view not recorded: ${error.message}`));
  }

  /**
   * Records a goal (a lead, an assessment, a signature, a payment) for the visitor who reached it:
   * from the request that did, or — for events without a browser, like a payment webhook — the
   * visitor of an earlier goal (`sameVisitorAs`). Never throws.
   */
  async goal(
    goal: Goal,
    from:
      | { req: Request; ref?: string | null }
      | { sameVisitorAs: { goal: Goal; ref: string }; ref?: string | null },
  ): Promise<void> {
    if (!this.config.analytics.capture) return;
    // A bot's goal would count where its page views do not (a funnel step over 100 %).
    if ('req' in from && !countsAsVisitor(from.req.get('User-Agent'))) return;
    try {
      const visitorId =
        'req' in from
          ? await this.visitors.visitorId(String(from.req.ip), from.req.get('User-Agent') ?? '')
          : await this.visitorOf(from.sameVisitorAs.goal, from.sameVisitorAs.ref);
      if (!visitorId) return;
      this.add({
        kind: 'goal',
        occurredAt: new Date().toISOString(),
        visitorId,
        path: 'req' in from ? from.req.path.slice(0, 500) : '',
        goal,
        goalRef: from.ref ?? null,
      });
    } catch (error) {
      this.logger.warn(`Goal ${goal} not recorded: ${(error as Error).message}`);
    }
  }

  private async visitorOf(goal: Goal, ref: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      "SELECT visitor_id FROM analytics_events WHERE kind = 'goal' AND goal = $1 AND goal_ref = $2 ORDER BY occurred_at LIMIT 1",
      [goal, ref],
    )) as Array<{ visitor_id: string }>;
    return row?.visitor_id ?? null;
  }

  private add(event: AnalyticsEvent): void {
    const key = event.kind === 'pageview' ? sameViewKey(event) : null;
    if (key !== null) {
      const same = this.sameViews.get(key);
      if (same) {
        same.times = (same.times ?? 1) + 1;
        return;
      }
    }
    if (this.buffer.length >= BUFFER_LIMIT) {
      this.dropped += 1;
      if (this.dropped === 1 || this.dropped % 1000 === 0)
        this.logger.warn(`Analytics buffer full: ${this.dropped} events dropped so far`);
      return;
    }
    this.buffer.push(event);
    if (key !== null) this.sameViews.set(key, event);
    this.buffered += 1;
    if (this.buffer.length < BATCH_SIZE)
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
    else if (!this.queueDown) void this.send();
  }

  /** Hands every event buffered so far to the queue; what the queue refuses stays for the next try. */
  async flush(): Promise<void> {
    this.recordServedViews();
    this.flushUpTo = this.buffered;
    while (this.flushing) await this.flushing;
    if (this.handedOver < this.flushUpTo) await this.send();
  }

  private send(): Promise<void> {
    this.flushing ??= this.sendBuffered().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /**
   * Full batches as they fill; the last, partial one only when flushed (after at most FLUSH_EVERY_MS).
   * Sending whatever had arrived as soon as the queue answered made batches of a few dozen events
   * under load: a job per 40 page views instead of per full batch, and the queue cost more than serving.
   */
  private async sendBuffered(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const flushDue = () => this.buffer.length > 0 && this.handedOver < this.flushUpTo;
    while (this.outgoing || this.buffer.length >= BATCH_SIZE || flushDue()) {
      if (!this.outgoing) {
        this.outgoing = { jobId: randomUUID(), events: this.buffer.splice(0, BATCH_SIZE) };
        this.sameViews.clear();
      }
      const { jobId, events } = this.outgoing;
      try {
        // The batch keeps its id through retries: if an enqueue that timed out had reached the queue
        // after all, the ingest job finds the id already claimed in Postgres and writes nothing twice.
        await this.jobs.enqueue('analytics/ingest', asArrayLiterals(events), {
          attempts: 5,
          jobId,
          // Written is done for good (the claim above refuses a repeat), so Redis need not keep a
          // batch's data: an hour of them at a campaign's rate was gigabytes.
          keepCompletedSeconds: 0,
        });
        this.outgoing = null;
        this.handedOver += events.length;
        this.queueDown = false;
      } catch (error) {
        this.logger.warn(
          `Analytics queue unreachable, ${this.pending} events wait: ${(error as Error).message}`,
        );
        this.queueDown = true;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.flush(), 5 * FLUSH_EVERY_MS).unref();
        return;
      }
    }
    if (this.buffer.length > 0) this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /**
   * The `analytics/ingest` job: one insert per batch, each column sent as one array and zipped by
   * `unnest`. Postgres parses a statement of 18 parameters whatever the batch size (a VALUES list of
   * 500 rows had 9,000), which is most of what a row costs at a campaign's rate. A column a job
   * lacks is sent as NULL, which `unnest` reads as nulls for every row. The batch's id is claimed in
   * the same transaction: a batch queued or run twice is written once.
   */
  async writeBatch(batch: IngestBatch, context?: JobContext): Promise<void> {
    // The driver turns the JS arrays of an earlier job into the same literals.
    const columns: Partial<Record<EventKey, string | unknown[]>> =
      'arrays' in batch
        ? batch.arrays
        : 'columns' in batch
          ? batch.columns
          : asArrayLiterals(batch.events).arrays;
    const times = columns.occurredAt;
    if (!times || times.length === 0 || times === '{}') return;
    const values = COLUMNS.map(([, key]) => columns[key] ?? null);
    await this.dataSource.transaction(async (manager) => {
      if (context) {
        const claimed = (await manager.query(
          'INSERT INTO analytics_ingested_batches (job_id) VALUES ($1) ON CONFLICT (job_id) DO NOTHING RETURNING job_id',
          [context.jobId],
        )) as unknown[];
        if (claimed.length === 0) return;
      }
      await manager.query(INSERT_EVENTS, values);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush().catch(() => undefined);
  }
}
