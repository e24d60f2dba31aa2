import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Not, Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { AuthAuditLog } from './auth-audit-log';
import { AuthError } from './auth.error';
import { AuthSessions } from './auth-sessions.service';
import { AuthContext, RequestMeta, SessionPayload } from './auth-types';
import { AuthChallenge } from './entities/auth-challenge.entity';
import { AuthFactor } from './entities/auth-factor.entity';
import { AuthSession } from './entities/auth-session.entity';
import { matchingTotpStep, newTotpSecret, SecretBox, totpQrCode, totpUri } from './totp';

export const MAX_FACTORS_PER_USER = 10;
export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes in a row before a factor locks, and for how long (whoever sends them, from wherever). */
export const MAX_FAILED_CODES = 5;
export const FACTOR_LOCK_SECONDS = 15 * 60;

export interface EnrolledFactor {
  id: string;
  type: 'totp';
  friendly_name: string | null;
  totp: { qr_code: string; secret: string; uri: string };
}

/** TOTP multi-factor authentication: enroll, challenge, verify (raising the session to aal2), unenroll. */
@Injectable()
export class MfaService {
  private readonly secrets: SecretBox;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AuthFactor) private readonly factors: Repository<AuthFactor>,
    @InjectRepository(AuthChallenge) private readonly challenges: Repository<AuthChallenge>,
    private readonly sessions: AuthSessions,
    private readonly audit: AuthAuditLog,
    private readonly config: AppConfig,
  ) {
    this.secrets = new SecretBox(config.appSecret);
  }

  async enroll(
    auth: AuthContext,
    body: { factor_type?: unknown; friendly_name?: unknown; issuer?: unknown },
    meta: RequestMeta,
  ): Promise<EnrolledFactor> {
    if (body.factor_type !== 'totp') {
      throw AuthError.validation('factor_type must be "totp": only authenticator apps are offered');
    }
    const friendlyName =
      typeof body.friendly_name === 'string' ? body.friendly_name.trim().slice(0, 100) : '';
    const existing = await this.factors.findBy({ userId: auth.user.id });
    if (existing.length >= MAX_FACTORS_PER_USER) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of factors reached, unenroll to continue',
      );
    }
    if (existing.some((factor) => factor.status === 'verified') && auth.session.aal !== 'aal2') {
      throw AuthError.insufficientAal('enroll a new factor');
    }
    if (friendlyName && existing.some((factor) => factor.friendlyName === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const secret = newTotpSecret();
    const factor = await this.factors.save(
      this.factors.create({
        userId: auth.user.id,
        friendlyName: friendlyName || null,
        factorType: 'totp',
        status: 'unverified',
        secretEncrypted: this.secrets.seal(secret),
      }),
    );
    await this.audit.record('factor_enrolled', meta, {
      userId: auth.user.id,
      detail: { factor_id: factor.id },
    });
    return this.enrolmentOf(factor, secret, auth.user.email, body.issuer);
  }

  /** The QR code and secret of a factor still being set up (the account page shows them again on reload). */
  async pendingEnrolment(auth: AuthContext, factorId: string): Promise<EnrolledFactor | null> {
    const factor = await this.factors
      .createQueryBuilder('factor')
      .addSelect('factor.secretEncrypted')
      .where('factor.id = :id AND factor.user_id = :userId AND factor.status = :status', {
        id: factorId,
        userId: auth.user.id,
        status: 'unverified',
      })
      .getOne();
    if (!factor) return null;
    return this.enrolmentOf(factor, this.secrets.open(factor.secretEncrypted), auth.user.email);
  }

  private async enrolmentOf(
    factor: AuthFactor,
    secret: string,
    email: string,
    issuerInput?: unknown,
  ): Promise<EnrolledFactor> {
    const issuer =
      typeof issuerInput === 'string' && issuerInput.trim()
        ? issuerInput.trim()
        : new URL(this.config.appUrl).host;
    const uri = totpUri(secret, issuer, email);
    return {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendlyName,
      totp: { qr_code: await totpQrCode(uri), secret, uri },
    };
  }

  async challenge(
    auth: AuthContext,
    factorId: string,
    meta: RequestMeta,
  ): Promise<{ id: string; type: 'totp'; expires_at: number }> {
    const factor = await this.ownFactor(auth, factorId);
    const challenge = await this.challenges.save(
      this.challenges.create({ factorId: factor.id, ipAddress: meta.ip }),
    );
    return {
      id: challenge.id,
      type: 'totp',
      expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
    };
  }

  /**
   * Checks a code against a challenge. On success the factor is verified, the session becomes aal2
   * with `totp` in its amr, and a new token pair is issued for it.
   */
  async verify(
    auth: AuthContext,
    factorId: string,
    body: { challenge_id?: unknown; code?: unknown },
    meta: RequestMeta,
  ): Promise<SessionPayload> {
    if (typeof body.challenge_id !== 'string' || typeof body.code !== 'string') {
      throw AuthError.validation('challenge_id and code are required');
    }
    const code = body.code.trim();
    const challengeId = body.challenge_id;
    const outcome = await this.dataSource.transaction(async (manager) => {
      const factor = await manager
        .createQueryBuilder(AuthFactor, 'factor')
        .addSelect('factor.secretEncrypted')
        .setLock('pessimistic_write')
        .where('factor.id = :id AND factor.user_id = :userId', { id: factorId, userId: auth.user.id })
        .getOne();
      if (!factor) return { error: factorNotFound() };
      if (factor.lockedUntil && factor.lockedUntil.getTime() > Date.now())
        return { error: factorLocked(factor) };
      const challenge = await manager.findOneBy(AuthChallenge, {
        factorId: factor.id,
        id: uuidOrNil(challengeId),
      });
      if (!challenge || challenge.verifiedAt) {
        return {
          error: new AuthError(
            404,
            'mfa_factor_not_found',
            'MFA challenge not found: create a new challenge',
          ),
        };
      }
      if (challenge.createdAt.getTime() + CHALLENGE_TTL_SECONDS * 1000 < Date.now()) {
        await manager.delete(AuthChallenge, { id: challenge.id });
        return {
          error: new AuthError(
            400,
            'mfa_challenge_expired',
            `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          ),
        };
      }
      const step = matchingTotpStep(this.secrets.open(factor.secretEncrypted), code);
      // A code already used (same or earlier time step) is refused: it may have been overheard.
      if (step === null || (factor.lastUsedStep !== null && step <= Number(factor.lastUsedStep))) {
        // Only a verified factor is a second factor worth guessing; one being set up never locks.
        const failedAttempts = factor.status === 'verified' ? factor.failedAttempts + 1 : 0;
        const locks = failedAttempts >= MAX_FAILED_CODES;
        const lockedUntil = locks ? new Date(Date.now() + FACTOR_LOCK_SECONDS * 1000) : null;
        await manager.update(
          AuthFactor,
          { id: factor.id },
          { failedAttempts: locks ? 0 : failedAttempts, lockedUntil },
        );
        return {
          error: new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
          locked: locks,
        };
      }
      const firstVerification = factor.status !== 'verified';
      await manager.update(AuthChallenge, { id: challenge.id }, { verifiedAt: new Date() });
      await manager.update(
        AuthFactor,
        { id: factor.id },
        { status: 'verified', lastUsedStep: String(step), failedAttempts: 0, lockedUntil: null },
      );
      const session = await manager.findOneByOrFail(AuthSession, { id: auth.session.id });
      session.aal = 'aal2';
      session.factorId = factor.id;
      session.amr = [
        ...session.amr.filter((entry) => entry.method !== 'totp'),
        { method: 'totp', timestamp: Math.floor(Date.now() / 1000) },
      ];
      await manager.save(session);
      if (firstVerification) {
        // A new second factor: other sign-ins that never proved it are ended, spare set-ups dropped.
        await manager.delete(AuthSession, { userId: auth.user.id, id: Not(session.id), aal: 'aal1' });
        await manager.delete(AuthFactor, { userId: auth.user.id, factorType: 'totp', status: 'unverified' });
      }
      return { session: await this.sessions.reissue(manager, session) };
    });
    if ('error' in outcome && outcome.error) {
      if (outcome.error.code === 'mfa_verification_failed') {
        await this.audit.record('factor_verify_failed', meta, {
          userId: auth.user.id,
          detail: { factor_id: factorId },
        });
      }
      if ('locked' in outcome && outcome.locked) {
        await this.audit.record('factor_locked', meta, {
          userId: auth.user.id,
          detail: { factor_id: factorId, minutes: FACTOR_LOCK_SECONDS / 60 },
        });
      }
      throw outcome.error;
    }
    await this.audit.record('factor_verified', meta, {
      userId: auth.user.id,
      detail: { factor_id: factorId },
    });
    return outcome.session;
  }

  /** The sign-in step "enter the code from your app": challenge and verify the user's verified factor. */
  async verifyWithCode(
    auth: AuthContext,
    code: string,
    meta: RequestMeta,
    factorId?: string,
  ): Promise<SessionPayload> {
    const factor = factorId
      ? await this.ownFactor(auth, factorId)
      : await this.factors.findOne({
          where: { userId: auth.user.id, status: 'verified' },
          order: { createdAt: 'ASC' },
        });
    if (!factor) throw factorNotFound();
    const challenge = await this.challenge(auth, factor.id, meta);
    return this.verify(auth, factor.id, { challenge_id: challenge.id, code }, meta);
  }

  async unenroll(auth: AuthContext, factorId: string, meta: RequestMeta): Promise<{ id: string }> {
    const factor = await this.ownFactor(auth, factorId);
    // Any factor, once the account has a verified one: a password alone never changes the second factor.
    if ((factor.status === 'verified' || auth.nextLevel === 'aal2') && auth.session.aal !== 'aal2') {
      throw AuthError.insufficientAal('unenroll verified factor');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AuthFactor, { id: factor.id });
      // Removing a verified factor ends the other sessions, as any credential change does.
      if (factor.status === 'verified') {
        await manager.delete(AuthSession, { userId: auth.user.id, id: Not(auth.session.id) });
      }
      const remaining = await manager.countBy(AuthFactor, { userId: auth.user.id, status: 'verified' });
      if (remaining === 0) {
        // No second factor left: sessions keep working, at the level the user now has.
        await manager.update(AuthSession, { userId: auth.user.id }, { aal: 'aal1', factorId: null });
      }
    });
    await this.audit.record('factor_removed', meta, {
      userId: auth.user.id,
      detail: { factor_id: factor.id },
    });
    return { id: factor.id };
  }

  async listFactors(userId: string): Promise<AuthFactor[]> {
    return this.factors.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  private async ownFactor(auth: AuthContext, factorId: string): Promise<AuthFactor> {
    const factor = await this.factors.findOneBy({ id: uuidOrNil(factorId), userId: auth.user.id });
    if (!factor) throw factorNotFound();
    return factor;
  }
}

function factorLocked(factor: AuthFactor): AuthError {
  const minutes = Math.max(1, Math.ceil(((factor.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000));
  return new AuthError(
    429,
    'mfa_factor_locked',
    `Too many wrong codes: this authenticator is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
  );
}

function factorNotFound(): AuthError {
  return new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id matches nothing (instead of a database cast error). */
export function uuidOrNil(value: string): string {
  return UUID.test(value) ? value : '00000000-0000-0000-0000-000000000000';
}
