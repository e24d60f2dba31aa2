import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { RequestMeta } from './auth-types';
import { AuthAuditAction, AuthAuditEvent } from './entities/auth-audit-event.entity';

export const AUDIT_ACTIONS: readonly AuthAuditAction[] = [
  'login',
  'login_failed',
  'otp_requested',
  'logout',
  'token_reuse_detected',
  'password_changed',
  'recovery_requested',
  'recovery_used',
  'invite_created',
  'invite_accepted',
  'email_change_requested',
  'email_change_confirmed',
  'email_change_cancelled',
  'email_changed',
  'reauthentication_requested',
  'factor_locked',
  'factor_enrolled',
  'factor_verified',
  'factor_verify_failed',
  'factor_removed',
  'admin_revoked',
  'identity_linked',
  'identity_unlinked',
];
export const AUDIT_SORTABLE = ['createdAt', 'action', 'email'];

/** An audit event as other modules see it (the back office's sign-in activity). */
export type AuditEventRecord = Pick<
  AuthAuditEvent,
  'id' | 'createdAt' | 'action' | 'email' | 'ipAddress' | 'userId'
>;

export interface AuditEntry {
  userId?: string | null;
  email?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends auth events. Writing never breaks the request it describes. */
@Injectable()
export class AuthAuditLog {
  private readonly logger = new Logger('AuthAudit');

  constructor(@InjectRepository(AuthAuditEvent) private readonly events: Repository<AuthAuditEvent>) {}

  async record(action: AuthAuditAction, meta: RequestMeta | null, entry: AuditEntry = {}): Promise<void> {
    try {
      await this.events.insert({
        action,
        userId: entry.userId ?? null,
        // Callers pass validated addresses; the cap is a last guard against storing attacker-sized text.
        email: entry.email?.slice(0, 254) ?? null,
        ipAddress: meta?.ip ?? null,
        detail: { ...(meta?.userAgent && { user_agent: meta.userAgent }), ...entry.detail },
      });
    } catch (error) {
      this.logger.error({ err: error, action }, 'Could not write an auth audit event');
    }
  }

  /** One event with its detail (user agent, scope…), for its page in the back office. */
  find(id: string): Promise<AuthAuditEvent | null> {
    return /^\d{1,18}$/.test(id) ? this.events.findOneBy({ id }) : Promise.resolve(null);
  }

  /** One page of events for the admin table (newest first unless sorted otherwise). */
  page(query: TableQuery, limit = query.perPage): Promise<TablePage<AuditEventRecord>> {
    const builder = this.events.createQueryBuilder('event');
    if (query.filters.action) builder.andWhere('event.action = :action', { action: query.filters.action });
    return paginate(
      builder,
      query,
      { searchIn: ['email', 'ipAddress'], sortable: AUDIT_SORTABLE, defaultSort: 'createdAt' },
      limit,
    );
  }
}
