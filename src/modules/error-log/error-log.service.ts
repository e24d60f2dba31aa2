import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { likePattern, TablePage, TableQuery } from '@common/table/table-query';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { RATE_LIMIT_KEYS, RateLimiter, RateLimitRule } from '@common/rate-limit/rate-limit';
import { AppConfig } from '@config/app-config';
import { ErrorLogGroup, GROUP_STATUSES, GroupStatus } from './entities/error-log-group.entity';
import { ErrorLogReport } from './entities/error-log-report.entity';
import { CleanErrorReport, ERROR_LOG_LIMITS, SEVERITIES } from './error-scrubber';

/** At most this many full reports per group and fingerprint window (SPEC §8); the rest only count. */
export const STORED_PER_WINDOW = 5;
export const GROUP_SORTABLE = ['lastSeenAt', 'firstSeenAt', 'count', 'severity', 'errorType'] as const;
export const PERIODS = { '24h': 1, '7d': 7, '30d': 30 } as const;
/** The types the site itself sends (frontend/lib/error-reporter.ts and the server hooks), for the type filter. */
export const KNOWN_ERROR_TYPES = [
  'uncaught',
  'unhandled-rejection',
  'render',
  'chunk-load',
  'handled',
  'server:http',
  'server:job',
  'server:process',
] as const;
const MAX_AFFECTED_URLS = 20;

export interface RecordResult {
  groupId: string;
  stored: boolean;
  count: number;
}

/**
 * New kinds of error (groups) a client may create: per address and for everyone together, per hour.
 * A real page in trouble repeats a few errors; hundreds of distinct ones from one address is a flood.
 * Reports over it are counted in one "overflow" group, never stored.
 */
export const NEW_GROUP_LIMITS: Record<'perAddress' | 'overall', RateLimitRule> = {
  perAddress: {
    name: 'error-log-new-groups-ip',
    limit: 10,
    windowSeconds: 3600,
    key: RATE_LIMIT_KEYS.ip,
    field: 'form',
    message: 'Too many new kinds of error.',
  },
  overall: {
    name: 'error-log-new-groups',
    limit: 1000,
    windowSeconds: 3600,
    key: () => 'all',
    field: 'form',
    message: 'Too many new kinds of error.',
  },
};
const OVERFLOW: CleanErrorReport = {
  error_type: 'error-log:overflow',
  severity: 'warning',
  message: 'Error reports over the limit of new kinds of error per hour: counted here, not stored',
  stack_trace: null,
  error_name: null,
  url: null,
  user_agent: null,
  component_name: null,
  component_file: null,
  status_code: null,
  user_id: null,
  session_id: null,
  metadata: null,
};

const fingerprintOf = (report: CleanErrorReport) =>
  createHash('sha256').update(`${report.error_type}\n${report.message}`).digest('hex');

/** Pages are grouped by path: '/about', whatever the origin, query or fragment. */
function pathOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://relative.invalid').pathname.slice(0, ERROR_LOG_LIMITS.url);
  } catch {
    return url.split(/[?#]/)[0].slice(0, ERROR_LOG_LIMITS.url);
  }
}

/**
 * The error store. Grouping and the per-window cap happen in one `INSERT … ON CONFLICT DO UPDATE`
 * on the group row, so every instance shares them (no process memory involved) and concurrent
 * reports of one error are counted exactly.
 */
@Injectable()
export class ErrorLogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ErrorLogGroup) private readonly groups: Repository<ErrorLogGroup>,
    @InjectRepository(ErrorLogReport) private readonly reports: Repository<ErrorLogReport>,
    private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {}

  /** `sender`: a client's address, for the cap on new groups (server errors are never capped). */
  async record(
    report: CleanErrorReport,
    source: 'client' | 'server',
    sender?: { ip: string },
  ): Promise<RecordResult> {
    const fingerprint = fingerprintOf(report);
    if (sender && !(await this.mayCreateGroup(fingerprint, sender.ip))) {
      return this.upsert(OVERFLOW, 'client', fingerprintOf(OVERFLOW), false);
    }
    return this.upsert(report, source, fingerprint, true);
  }

  private async mayCreateGroup(fingerprint: string, ip: string): Promise<boolean> {
    if (await this.groups.existsBy({ fingerprint })) return true;
    if ((await this.limiter.hit(NEW_GROUP_LIMITS.perAddress, ip)).blocked) return false;
    return !(await this.limiter.hit(NEW_GROUP_LIMITS.overall, 'all')).blocked;
  }

  private upsert(
    report: CleanErrorReport,
    source: 'client' | 'server',
    fingerprint: string,
    keepReport: boolean,
  ): Promise<RecordResult> {
    return this.dataSource.transaction(async (manager) => {
      const [group] = (await manager.query(
        `INSERT INTO error_log_groups
           (fingerprint, error_type, message, severity, source, count, window_count, affected_urls)
         VALUES ($1, $2, $3, $4, $5, 1, 1, CASE WHEN $6::text IS NULL THEN '{}'::text[] ELSE ARRAY[$6::text] END)
         ON CONFLICT (fingerprint) DO UPDATE SET
           count = error_log_groups.count + 1,
           last_seen_at = now(),
           window_started_at = CASE WHEN error_log_groups.window_started_at <= now() - make_interval(secs => $7)
             THEN now() ELSE error_log_groups.window_started_at END,
           window_count = CASE WHEN error_log_groups.window_started_at <= now() - make_interval(secs => $7)
             THEN 1 ELSE error_log_groups.window_count + 1 END,
           severity = CASE WHEN array_position($8::text[], excluded.severity) > array_position($8::text[], error_log_groups.severity)
             THEN excluded.severity ELSE error_log_groups.severity END,
           affected_urls = CASE WHEN $6::text IS NULL OR $6::text = ANY(error_log_groups.affected_urls)
               OR cardinality(error_log_groups.affected_urls) >= $9
             THEN error_log_groups.affected_urls ELSE array_append(error_log_groups.affected_urls, $6::text) END,
           status = CASE WHEN error_log_groups.status = 'resolved' THEN 'open' ELSE error_log_groups.status END
         RETURNING id, count, window_count`,
        [
          fingerprint,
          report.error_type,
          report.message,
          report.severity,
          source,
          pathOf(report.url),
          this.config.errorLog.windowSeconds,
          SEVERITIES,
          MAX_AFFECTED_URLS,
        ],
      )) as Array<{ id: string; count: number; window_count: number }>;
      await manager.query(
        `INSERT INTO error_log_hourly (group_id, hour, count) VALUES ($1, date_trunc('hour', now()), 1)
         ON CONFLICT (group_id, hour) DO UPDATE SET count = error_log_hourly.count + 1`,
        [group.id],
      );
      const stored = keepReport && group.window_count <= STORED_PER_WINDOW;
      if (stored) {
        await manager.query('INSERT INTO error_log_reports (group_id, payload) VALUES ($1, $2)', [
          group.id,
          JSON.stringify(report),
        ]);
      }
      return { groupId: group.id, stored, count: group.count };
    });
  }

  page(query: TableQuery, limit = query.perPage): Promise<TablePage<ErrorLogGroup>> {
    const builder = this.groups.createQueryBuilder('errorGroup');
    const { severity, status, source, period, type } = query.filters;
    if (severity) builder.andWhere('errorGroup.severity = :severity', { severity });
    if (type) builder.andWhere('errorGroup.errorType = :type', { type });
    if (status) builder.andWhere('errorGroup.status = :status', { status });
    if (source) builder.andWhere('errorGroup.source = :source', { source });
    if (period && Object.hasOwn(PERIODS, period)) {
      builder.andWhere('errorGroup.lastSeenAt > now() - make_interval(days => :days)', {
        days: PERIODS[period as keyof typeof PERIODS],
      });
    }
    if (query.search) {
      // Message, type, or one of the pages it happened on.
      builder.andWhere(
        "(errorGroup.message ILIKE :search OR errorGroup.errorType ILIKE :search OR array_to_string(errorGroup.affectedUrls, ' ') ILIKE :search)",
        { search: likePattern(query.search) },
      );
    }
    return paginate(
      builder,
      { ...query, search: '' },
      { searchIn: [], sortable: GROUP_SORTABLE, defaultSort: 'lastSeenAt' },
      limit,
    );
  }

  find(id: string): Promise<ErrorLogGroup | null> {
    return this.groups.findOneBy({ id });
  }

  latestReports(groupId: string, limit = 20): Promise<ErrorLogReport[]> {
    return this.reports.find({ where: { groupId }, order: { createdAt: 'DESC' }, take: limit });
  }

  /** Reports per hour over the last `days` days, zero-filled, for the occurrences chart. */
  async hourly(groupId: string, days = 7): Promise<Array<{ hour: string; count: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT to_char(slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, coalesce(h.count, 0)::int AS count
         FROM generate_series(date_trunc('hour', now()) - make_interval(hours => $2 * 24 - 1), date_trunc('hour', now()), interval '1 hour') AS slot
         LEFT JOIN error_log_hourly h ON h.group_id = $1 AND h.hour = slot
        ORDER BY slot`,
      [groupId, days],
    )) as Array<{ hour: string; count: number }>;
    return rows;
  }

  async setStatus(group: ErrorLogGroup, status: GroupStatus, by: string): Promise<void> {
    await this.groups.update(group.id, { status, statusChangedBy: by, statusChangedAt: new Date() });
  }

  counts(): Promise<Record<GroupStatus, number>> {
    return countBy(this.groups.createQueryBuilder('errorGroup'), 'errorGroup.status', GROUP_STATUSES);
  }
}
