import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import {
  affected,
  containsEmail,
  emailPattern,
  erasedEmail,
  ErasureOutcome,
  outcome,
  PersonalDataSource,
  PersonalRecords,
} from '@common/privacy/personal-data';
import type { AdminChange } from '@common/security/admin-change';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { AdminAuditEvent } from './entities/admin-audit-event.entity';

export const ADMIN_AUDIT_SORTABLE = ['createdAt', 'action', 'actorEmail'] as const;

export interface AuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

/** Longer text in a recorded body is cut: the trail says what changed, it is not a backup. */
const MAX_TEXT = 500;
const SECRET_FIELD = /password|token|secret|code|signature/i;

/** A request body as the trail keeps it: no secrets, no long text, no deep nesting. */
export function auditable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 3) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => auditable(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .slice(0, 50)
      .map(([key, item]) => [key, SECRET_FIELD.test(key) ? '(hidden)' : auditable(item, depth + 1)]),
  );
}

/** A value for a jsonb column: objects as they are, anything else wrapped so Postgres takes it. */
const asJson = (value: unknown): object | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'object'
      ? (auditable(value) as object)
      : { value: auditable(value) };

const MENTIONS =
  'lower(summary) LIKE $1 OR lower(target_id) LIKE $1 OR lower(before::text) LIKE $1 OR lower(after::text) LIKE $1';

/** The admin audit trail (issue #21): appended to by every admin write, listed at /admin/audit. */
@Injectable()
export class AdminAudit implements PersonalDataSource {
  private readonly logger = new Logger('AdminAudit');

  constructor(@InjectRepository(AdminAuditEvent) private readonly events: Repository<AdminAuditEvent>) {}

  async record(actor: AuditActor, change: AdminChange): Promise<void> {
    try {
      await this.events.insert({
        actorId: actor.id,
        actorEmail: actor.email,
        ipAddress: actor.ip,
        action: change.action.slice(0, 100),
        summary: change.summary.slice(0, 1000),
        targetType: change.targetType ?? null,
        targetId: change.targetId?.slice(0, 200) ?? null,
        before: asJson(change.before),
        after: asJson(change.after),
      });
    } catch (error) {
      // The change itself is done; losing its trail entry is logged loudly rather than undoing it.
      this.logger.error({ err: error, action: change.action }, 'Could not write an admin audit event');
    }
  }

  /** Distinct actions recorded so far, for the list's filter. */
  async actions(): Promise<string[]> {
    const rows: Array<{ action: string }> = await this.events
      .createQueryBuilder('event')
      .select('DISTINCT event.action', 'action')
      .orderBy('action')
      .limit(200)
      .getRawMany();
    return rows.map((row) => row.action);
  }

  /** Admins who appear in the trail, for the list's filter. */
  async actors(): Promise<string[]> {
    const rows: Array<{ actor: string }> = await this.events
      .createQueryBuilder('event')
      .select('DISTINCT event.actorEmail', 'actor')
      .where('event.actorEmail IS NOT NULL')
      .orderBy('actor')
      .limit(200)
      .getRawMany();
    return rows.map((row) => row.actor);
  }

  page(query: TableQuery, limit = query.perPage): Promise<TablePage<AdminAuditEvent>> {
    const builder = this.events.createQueryBuilder('event');
    if (query.filters.action) builder.andWhere('event.action = :action', { action: query.filters.action });
    if (query.filters.actor) builder.andWhere('event.actorEmail = :actor', { actor: query.filters.actor });
    if (query.filters.target)
      builder.andWhere('event.targetType = :target', { target: query.filters.target });
    return paginate(
      builder,
      query,
      {
        searchIn: ['summary', 'actorEmail', 'targetId'],
        sortable: ADMIN_AUDIT_SORTABLE,
        defaultSort: 'createdAt',
      },
      limit,
    );
  }

  find(id: string): Promise<AdminAuditEvent | null> {
    return /^\d{1,18}$/.test(id) ? this.events.findOneBy({ id }) : Promise.resolve(null);
  }

  /** Entries that mention the address (exports of their data, edits of their records). */
  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const records = (await this.events.query(
      `SELECT id, created_at, actor_email, action, summary, target_type, target_id FROM admin_audit_log
       WHERE ${MENTIONS} ORDER BY created_at DESC LIMIT 500`,
      [containsEmail(email)],
    )) as Array<Record<string, unknown>>;
    return [{ source: 'admin_audit_log', label: 'Admin audit trail', records, onErase: 'anonymise' }];
  }

  /**
   * The trail stays (who did what, when); the address becomes the placeholder, and the record
   * before and after (notes, names, a form's fields) goes with it.
   */
  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const replace = (column: string) => `regexp_replace(${column}, $2, $3, 'gi')`;
    const result = await manager.query(
      `UPDATE admin_audit_log SET summary = ${replace('summary')}, target_id = ${replace('target_id')},
         before = NULL, after = NULL
       WHERE ${MENTIONS}`,
      [containsEmail(email), emailPattern(email), erasedEmail(email)],
    );
    return outcome('admin_audit_log', 'Admin audit trail', affected(result), 'anonymised');
  }
}
