import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { SiteSettings } from '@modules/settings';
import { routes } from '@shared/routes';
import { AuthAuditLog } from './auth-audit-log';
import { validEmail } from './auth-rules';
import { UserPayload } from './auth-types';
import { loadUserPayload, userWithPasswordHash } from './auth-users';
import { AuthError } from './auth.error';
import { EmailLinks } from './email-links.service';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthUser, UserRole } from './entities/auth-user.entity';
import { hashPassword } from './passwords';

export { EMAIL_MAX_LENGTH, normaliseEmail, safeRedirect, validEmail } from './auth-rules';

/** An account as other modules may show it. */
export interface ClientAccountSummary {
  role: string;
  createdAt: string;
  lastSignInAt: string | null;
  verified: boolean;
}

/**
 * Accounts as other modules and the CLI see them: who they are, who gets notifications, creating
 * users and admins. Sign-in and sessions are AuthSessions, emailed links EmailLinks, a person's
 * own changes AccountChanges.
 */
@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AuthUser) private readonly users: Repository<AuthUser>,
    private readonly links: EmailLinks,
    private readonly audit: AuthAuditLog,
    private readonly settings: SiteSettings,
  ) {}

  /** The user as the API shows it; inside a transaction, pass its manager to see its changes. */
  userPayload(userId: string, manager: EntityManager = this.dataSource.manager): Promise<UserPayload> {
    return loadUserPayload(manager, userId);
  }

  /** Who hears about new leads and assessments: the recipients setting, or every admin account when it is empty. */
  async notificationRecipients(): Promise<string[]> {
    const recipients = this.settings.current().notificationRecipients;
    if (recipients.length) return recipients;
    const admins = await this.users.find({
      where: { role: 'admin' },
      select: { email: true },
      order: { email: 'ASC' },
    });
    return admins.map((admin) => admin.email);
  }

  /** The account an address has, as the admin's client record shows it (null: none yet). */
  async accountOf(email: string): Promise<ClientAccountSummary | null> {
    const user = await this.users.findOneBy({ email: email.toLowerCase() });
    return user
      ? {
          role: user.role,
          createdAt: user.createdAt.toISOString(),
          lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
          verified: Boolean(user.emailConfirmedAt),
        }
      : null;
  }

  /** Whether an address belongs to an admin account (a template's countersigner must be one). */
  isAdminEmail(email: string): Promise<boolean> {
    return this.users.existsBy({ email: email.toLowerCase(), role: 'admin' });
  }

  async hasPassword(userId: string): Promise<boolean> {
    return Boolean((await userWithPasswordHash(this.users, { id: userId }))?.passwordHash);
  }

  /** `npm run admin:create`: creates or promotes an admin and returns a one-time confirmation link. */
  async inviteAdmin(emailInput: string): Promise<{ user: AuthUser; link: string; created: boolean }> {
    const email = validEmail(emailInput);
    if (!email) throw AuthError.validation(`"${emailInput}" is not a valid email address.`);
    const { user, created } = await this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOneBy(AuthUser, { email });
      if (existing) {
        await manager.update(AuthUser, { id: existing.id }, { role: 'admin' });
        return { user: { ...existing, role: 'admin' as const }, created: false };
      }
      const inserted = await manager.save(manager.create(AuthUser, { email, role: 'admin' }));
      await manager.insert(AuthIdentity, {
        userId: inserted.id,
        provider: 'email',
        providerId: inserted.id,
        identityData: { email, sub: inserted.id },
      });
      return { user: inserted, created: true };
    });
    const link = await this.links.createEmailLink(user, 'invite', email, routes.auth.confirmPage());
    await this.audit.record('invite_created', null, { userId: user.id, email, detail: { created } });
    return { user, link, created };
  }

  /** Creates a user (used by tests and by later modules that register clients). */
  async createUser(input: {
    email: string;
    password?: string;
    role?: UserRole;
    confirmed?: boolean;
  }): Promise<AuthUser> {
    const email = validEmail(input.email);
    if (!email) throw AuthError.validation('Enter a valid email address.');
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    return this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(AuthUser, { email })) {
        throw AuthError.emailExists();
      }
      const user = await manager.save(
        manager.create(AuthUser, {
          email,
          passwordHash,
          role: input.role ?? 'client',
          emailConfirmedAt: input.confirmed === false ? null : new Date(),
        }),
      );
      await manager.insert(AuthIdentity, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        identityData: { email, sub: user.id },
      });
      return user;
    });
  }
}
