import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailService } from '@modules/mail';
import { adminInvitationEmail } from './auth-emails';
import { AuthAuditLog } from './auth-audit-log';
import { AuthService, normaliseEmail } from './auth.service';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';
import { RequestMeta } from './auth-types';

export interface TeamMember {
  id: string;
  email: string;
  /** `invited` until the invitation link is used and a password chosen. */
  state: 'active' | 'invited';
  twoFactor: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

export type TeamResult = { ok: true; email: string } | { ok: false; message: string };

/** The back office's team: admins, their invitations and revocations (the Team page). */
@Injectable()
export class AdminTeam {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly audit: AuthAuditLog,
  ) {}

  async members(): Promise<TeamMember[]> {
    const rows = (await this.dataSource.query(`
      SELECT u.id, u.email, u.password_hash IS NOT NULL AS active, u.last_sign_in_at, u.created_at,
             EXISTS (SELECT 1 FROM auth_factors f WHERE f.user_id = u.id AND f.status = 'verified') AS two_factor
      FROM auth_users u WHERE u.role = 'admin' ORDER BY u.email`)) as Array<{
      id: string;
      email: string;
      active: boolean;
      last_sign_in_at: Date | null;
      created_at: Date;
      two_factor: boolean;
    }>;
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      state: row.active ? 'active' : 'invited',
      twoFactor: row.two_factor,
      lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    }));
  }

  /** Emails a one-time link to `/confirm` (choose a password, then set up two-step verification). */
  async invite(emailInput: string, invitedBy: string): Promise<TeamResult> {
    const email = normaliseEmail(emailInput);
    const existing = await this.dataSource.getRepository(AuthUser).findOne({ where: { email } });
    if (existing?.role === 'admin' && (await this.auth.hasPassword(existing.id)))
      return { ok: false, message: `${email} is already an admin.` };
    const { link } = await this.auth.inviteAdmin(email);
    await this.mail.send({ to: email, ...adminInvitationEmail(link, invitedBy) });
    return { ok: true, email };
  }

  /**
   * Takes admin rights away and ends every session of that account. Never the last admin who can
   * sign in (the rows are locked, so two admins revoking each other cannot both succeed), never oneself.
   */
  async revoke(id: string, by: { id: string; email: string }, meta: RequestMeta): Promise<TeamResult> {
    if (id === by.id) return { ok: false, message: 'You cannot revoke your own access: ask another admin.' };
    const result = await this.dataSource.transaction(async (manager): Promise<TeamResult> => {
      const admins = (await manager.query(
        "SELECT id, email, password_hash IS NOT NULL AS active FROM auth_users WHERE role = 'admin' ORDER BY id FOR UPDATE",
      )) as Array<{ id: string; email: string; active: boolean }>;
      const target = admins.find((admin) => admin.id === id);
      if (!target) return { ok: false, message: 'That account is not an admin (any more).' };
      const othersActive = admins.filter((admin) => admin.active && admin.id !== id).length;
      if (target.active && othersActive === 0)
        return {
          ok: false,
          message: 'This is the last admin: invite another admin before revoking this one.',
        };
      await manager.update(AuthUser, { id }, { role: 'client' });
      await manager.delete(AuthSession, { userId: id });
      return { ok: true, email: target.email };
    });
    if (result.ok)
      await this.audit.record('admin_revoked', meta, {
        userId: id,
        email: result.email,
        detail: { by: by.email },
      });
    return result;
  }
}
