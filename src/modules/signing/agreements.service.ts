import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { withoutNul } from '@common/validation/text.decorator';
import { ValidationFailedException } from '@common/validation/validation-failed.exception';
import { AppConfig } from '@config/app-config';
import { JobQueue } from '@jobs/job-queue';
import { AuthService, hashPassword, passwordMatches } from '@modules/auth';
import { MailService } from '@modules/mail';
import {
  AGREEMENT_STATUSES,
  type AgreementEventType,
  type AgreementStatus,
  type TemplateVariable,
} from '@shared/signing';
import { fillTemplate, sha256Hex } from './agreement-text';
import { Agreement } from './entities/agreement.entity';
import { AgreementEvent, EventDetail } from './entities/agreement-event.entity';
import { AgreementTemplateVersion } from './entities/agreement-template-version.entity';
import { SigningError } from './signing.error';
import {
  AgreementSummary,
  declinedNoticeEmail,
  signedNoticeEmail,
  signingCodeEmail,
  signingRequestEmail,
} from './signing-emails';
import { routes } from '@shared/routes';

export const AGREEMENT_SORTABLE = [
  'createdAt',
  'title',
  'signerName',
  'status',
  'amountMinor',
  'sentAt',
  'signedAt',
];

/** Who did something, from where: every audit event carries it. */
export interface Actor {
  /** 'signer', 'admin:<email>', 'system' or 'stripe'. */
  name: string;
  ip?: string | null;
  userAgent?: string | null;
}

export interface NewAgreement {
  templateId: string;
  title: string;
  variables: Record<string, string>;
  signerName: string;
  signerEmail: string;
  amountMinor: number | null;
  currency: string | null;
  password: string | null;
  expiresAt: Date | null;
  requireCode: boolean;
}

export interface Signature {
  method: 'typed' | 'drawn';
  name: string;
  /** A PNG data URL when drawn. */
  image: string | null;
  timeZone: string | null;
}

/**
 * Every status change there is: from which states, and what the agreement is called after it
 * (for the message when the step is refused).
 */
const TRANSITIONS: Record<string, { from: AgreementStatus[]; to: AgreementStatus; action: string }> = {
  send: { from: ['draft'], to: 'sent', action: 'sent' },
  view: { from: ['sent'], to: 'viewed', action: 'opened' },
  sign: { from: ['viewed'], to: 'signed', action: 'signed' },
  decline: { from: ['sent', 'viewed'], to: 'declined', action: 'declined' },
  void: { from: ['draft', 'sent', 'viewed'], to: 'voided', action: 'voided' },
  expire: { from: ['sent', 'viewed'], to: 'expired', action: 'expired' },
  awaitPayment: { from: ['signed'], to: 'awaiting_payment', action: 'invoiced' },
  pay: { from: ['signed', 'awaiting_payment'], to: 'paid', action: 'marked paid' },
  refund: { from: ['paid'], to: 'refunded', action: 'refunded' },
};
export type Transition = keyof typeof TRANSITIONS;

const VALUE_MAX = { text: 300, date: 10, money: 12, multiline: 5000 } as const;

/** The filled-in values of a template's variables, or 422 with one message per field. */
function checkedValues(
  variables: TemplateVariable[],
  given: Record<string, unknown>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const variable of variables) {
    const field = `variables.${variable.key}`;
    const raw = given[variable.key];
    const value = typeof raw === 'string' ? withoutNul(raw).trim() : '';
    values[variable.key] = value;
    if (raw !== undefined && raw !== null && typeof raw !== 'string')
      problems[field] = `“${variable.label}” must be text.`;
    else if (!value) {
      if (variable.required) problems[field] = `Fill in “${variable.label}”.`;
    } else if (value.length > VALUE_MAX[variable.type])
      problems[field] = `“${variable.label}” can be at most ${VALUE_MAX[variable.type]} characters.`;
    else if (variable.type === 'money' && !/^\d{1,9}(\.\d{1,2})?$/.test(value))
      problems[field] = `Enter “${variable.label}” as an amount, like 1500 or 1500.50.`;
    else if (variable.type === 'date' && !isCalendarDate(value))
      problems[field] = `Enter “${variable.label}” as a date.`;
  }
  if (Object.keys(problems).length > 0) throw new ValidationFailedException(problems);
  return values;
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;
const PASSWORD_MAX_FAILURES = 5;
const PASSWORD_LOCK_MS = 15 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "agr 7k3m q9xz" → "AGR-7K3M-Q9XZ"; null when it cannot be a code. */
export function normaliseAgreementCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/^AGR/, '');
  if (!/^[A-Z0-9]{8}$/.test(compact)) return null;
  return `AGR-${compact.slice(0, 4)}-${compact.slice(4)}`;
}

const newAgreementCode = () =>
  `AGR-${Array.from({ length: 8 }, (_, index) => (index === 4 ? '-' : '') + CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

export const summaryOf = (agreement: Agreement): AgreementSummary => ({
  title: agreement.title,
  code: agreement.code,
  signerName: agreement.signerName,
  amountMinor: agreement.amountMinor,
  currency: agreement.currency,
  expiresAt: agreement.expiresAt,
});

export const paymentDue = (agreement: Pick<Agreement, 'amountMinor'>) => (agreement.amountMinor ?? 0) > 0;

/**
 * Agreements and their evidence. Every status change goes through `transition`: one transaction
 * that re-checks the state under a row lock, writes the change and its audit event together.
 */
@Injectable()
export class AgreementsService {
  private readonly logger = new Logger('Signing');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Agreement) private readonly agreements: Repository<Agreement>,
    @InjectRepository(AgreementEvent) private readonly events: Repository<AgreementEvent>,
    @InjectRepository(AgreementTemplateVersion)
    private readonly versions: Repository<AgreementTemplateVersion>,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  find(id: string): Promise<Agreement | null> {
    return this.agreements.findOneBy({ id });
  }

  async get(id: string): Promise<Agreement> {
    const agreement = await this.find(id);
    if (!agreement) throw SigningError.notFound();
    return agreement;
  }

  findByCode(code: string): Promise<Agreement | null> {
    return this.agreements.findOneBy({ code });
  }

  /** The agreement with its drawn signature (kept out of ordinary reads: it can be large). */
  withSignature(id: string): Promise<Agreement | null> {
    return this.agreements
      .createQueryBuilder('agreement')
      .addSelect('agreement.signatureImage')
      .where('agreement.id = :id', { id })
      .getOne();
  }

  async sealedPdf(id: string): Promise<Buffer | null> {
    const row = await this.agreements
      .createQueryBuilder('agreement')
      .select(['agreement.id'])
      .addSelect('agreement.sealedPdf')
      .where('agreement.id = :id', { id })
      .getOne();
    return row?.sealedPdf ?? null;
  }
  /** The sealed PDF as a download (`<code>-signed.pdf`); 404 until sealing, right after signing, has made it. */
  async sealedFile(agreement: Agreement): Promise<StreamableFile> {
    const pdf = await this.sealedPdf(agreement.id);
    if (!pdf)
      throw new SigningError(
        404,
        'signing.file_not_ready',
        'The signed agreement is being sealed: it is ready a moment after signing. Try again in a minute.',
      );
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${agreement.code}-signed.pdf"`,
    });
  }

  findBySealedHash(sha256: string): Promise<Agreement | null> {
    return this.agreements.findOneBy({ sealedSha256: sha256 });
  }

  page(query: TableQuery, limit = query.perPage): Promise<TablePage<Agreement>> {
    const builder = this.agreements.createQueryBuilder('agreement');
    if (query.filters.status)
      builder.andWhere('agreement.status = :status', { status: query.filters.status });
    return paginate(
      builder,
      query,
      {
        searchIn: ['title', 'signerName', 'signerEmail', 'code'],
        sortable: AGREEMENT_SORTABLE,
        defaultSort: 'createdAt',
      },
      limit,
    );
  }

  statusCounts(): Promise<Record<AgreementStatus, number>> {
    return countBy(this.agreements.createQueryBuilder('agreement'), 'agreement.status', AGREEMENT_STATUSES);
  }

  timeline(id: string): Promise<AgreementEvent[]> {
    return this.events.find({ where: { agreementId: id }, order: { id: 'ASC' } });
  }

  /** Creates a draft from the template's current version; `send` sends it in the same transaction. */
  async create(input: NewAgreement, actor: Actor, send: boolean): Promise<Agreement> {
    const version = await this.versions
      .createQueryBuilder('version')
      .innerJoin('agreement_templates', 'template', 'template.id = version.template_id')
      .where('version.template_id = :id AND version.version = template.current_version', {
        id: input.templateId,
      })
      .andWhere('template.archived_at IS NULL')
      .getOne();
    if (!version) throw new ValidationFailedException({ templateId: 'Choose a template from the list.' });
    const values = checkedValues(version.variables, input.variables);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await manager.getRepository(Agreement).save(
        manager.getRepository(Agreement).create({
          code: newAgreementCode(),
          templateVersionId: version.id,
          title: input.title,
          variables: values,
          body: fillTemplate(version.body, version.variables, values, input.currency),
          signerName: input.signerName,
          signerEmail: input.signerEmail,
          amountMinor: input.amountMinor,
          currency: input.amountMinor ? input.currency : null,
          passwordHash,
          hasPassword: Boolean(passwordHash),
          requireCode: input.requireCode,
          expiresAt: input.expiresAt,
          status: 'draft',
          createdBy: actor.name,
        }),
      );
      await this.record(manager, agreement.id, 'created', actor, { templateVersion: version.version });
      if (!send) return agreement;
      return this.sendIn(manager, agreement, actor, sendMail);
    });
  }

  /** draft → sent: the text is frozen (its SHA-256 stored) and the signer gets the link. */
  send(id: string, actor: Actor): Promise<Agreement> {
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await this.lock(manager, id);
      return this.sendIn(manager, agreement, actor, sendMail);
    });
  }

  private async sendIn(
    manager: EntityManager,
    agreement: Agreement,
    actor: Actor,
    sendMail: (email: { to: string } & ReturnType<typeof signingRequestEmail>) => Promise<void>,
  ): Promise<Agreement> {
    const sent = await this.transition(manager, agreement, 'send', actor, {
      sentAt: new Date(),
      bodySha256: sha256Hex(agreement.body),
    });
    await sendMail({ to: sent.signerEmail, ...signingRequestEmail(summaryOf(sent), this.link(sent.id)) });
    return sent;
  }

  /** The signing link again (sent or viewed agreements), as a reminder from an admin or the job. */
  async remind(id: string, actor: Actor, type: 'resent' | 'reminded'): Promise<Agreement> {
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await this.lock(manager, id);
      if (agreement.status !== 'sent' && agreement.status !== 'viewed')
        throw SigningError.forbidden(agreement.status, type === 'resent' ? 'sent again' : 'reminded');
      await manager.update(Agreement, agreement.id, {
        remindersSent: type === 'reminded' ? agreement.remindersSent + 1 : agreement.remindersSent,
        lastRemindedAt: new Date(),
      });
      await this.record(manager, agreement.id, type, actor);
      await sendMail({
        to: agreement.signerEmail,
        ...signingRequestEmail(summaryOf(agreement), this.link(agreement.id), type === 'reminded'),
      });
      return agreement;
    });
  }

  /**
   * The reminder job's step for one agreement: sends the link again when it is still unsigned, the
   * last email is `days` old and fewer than `max` reminders went out. Checked under the row lock, so
   * two workers never remind twice.
   */
  async remindIfDue(id: string, days: number, max: number): Promise<boolean> {
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await this.lock(manager, id);
      const last = agreement.lastRemindedAt ?? agreement.sentAt;
      const due =
        (agreement.status === 'sent' || agreement.status === 'viewed') &&
        agreement.remindersSent < max &&
        last !== null &&
        last.getTime() <= Date.now() - days * 86_400_000 &&
        !(agreement.expiresAt && agreement.expiresAt <= new Date());
      if (!due) return false;
      await manager.update(Agreement, id, {
        remindersSent: agreement.remindersSent + 1,
        lastRemindedAt: new Date(),
      });
      await this.record(
        manager,
        id,
        'reminded',
        { name: 'system' },
        { reminder: agreement.remindersSent + 1 },
      );
      await sendMail({
        to: agreement.signerEmail,
        ...signingRequestEmail(summaryOf(agreement), this.link(agreement.id), true),
      });
      return true;
    });
  }

  /** Ids of unsigned agreements whose last email is older than `days` (candidates for a reminder). */
  async reminderCandidates(days: number, max: number): Promise<string[]> {
    const rows = await this.agreements
      .createQueryBuilder('agreement')
      .select(['agreement.id'])
      .where("agreement.status IN ('sent', 'viewed') AND agreement.reminders_sent < :max", { max })
      .andWhere(
        'coalesce(agreement.last_reminded_at, agreement.sent_at) <= now() - make_interval(days => :days)',
        { days },
      )
      .andWhere('(agreement.expires_at IS NULL OR agreement.expires_at > now())')
      .getMany();
    return rows.map((row) => row.id);
  }

  /** Signed agreements still without a sealed PDF a few minutes on (the sealing job was lost). */
  async unsealed(): Promise<string[]> {
    const rows = await this.agreements
      .createQueryBuilder('agreement')
      .select(['agreement.id'])
      .where(
        "agreement.signed_at IS NOT NULL AND agreement.sealed_sha256 IS NULL AND agreement.signed_at < now() - interval '5 minutes'",
      )
      .getMany();
    return rows.map((row) => row.id);
  }

  /** Agreements waiting on the signer or on a payment, oldest first (the admins' daily digest). */
  waiting(): Promise<Agreement[]> {
    return this.agreements
      .createQueryBuilder('agreement')
      .where(
        "agreement.status IN ('sent', 'viewed', 'awaiting_payment') OR (agreement.status = 'signed' AND agreement.amount_minor > 0)",
      )
      .orderBy('agreement.sent_at', 'ASC')
      .limit(200)
      .getMany();
  }

  voidAgreement(id: string, reason: string, actor: Actor): Promise<Agreement> {
    return this.dataSource.transaction(async (manager) => {
      const agreement = await this.lock(manager, id);
      return this.transition(
        manager,
        agreement,
        'void',
        actor,
        { voidedAt: new Date(), voidReason: reason },
        { reason },
      );
    });
  }

  /** The first time the signer opens a sent agreement: sent → viewed. Later views change nothing. */
  async recordView(agreement: Agreement, actor: Actor): Promise<Agreement> {
    if (agreement.status !== 'sent') return agreement;
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.lock(manager, agreement.id);
      if (locked.status !== 'sent') return locked;
      return this.transition(manager, locked, 'view', actor, { viewedAt: new Date() });
    });
  }

  /**
   * Checks the access password. Five wrong ones in a row lock the agreement for 15 minutes (even the
   * right password is refused meanwhile); every try is in the audit trail.
   */
  async checkPassword(id: string, password: string, actor: Actor): Promise<'ok' | 'wrong' | 'locked'> {
    const agreement = await this.agreements
      .createQueryBuilder('agreement')
      .addSelect('agreement.passwordHash')
      .where('agreement.id = :id', { id })
      .getOne();
    if (!agreement) throw SigningError.notFound();
    if (agreement.passwordLockedUntil && agreement.passwordLockedUntil > new Date()) return 'locked';
    const matches = await passwordMatches(password, agreement.passwordHash);
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.lock(manager, id);
      if (matches) {
        await manager.update(Agreement, id, { passwordFailures: 0, passwordLockedUntil: null });
        await this.record(manager, id, 'password_passed', actor);
        return 'ok';
      }
      const failures = locked.passwordFailures + 1;
      const lock = failures >= PASSWORD_MAX_FAILURES;
      await manager.update(Agreement, id, {
        passwordFailures: lock ? 0 : failures,
        passwordLockedUntil: lock ? new Date(Date.now() + PASSWORD_LOCK_MS) : null,
      });
      await this.record(manager, id, 'password_failed', actor, { failures });
      if (lock)
        await this.record(manager, id, 'password_locked', actor, { minutes: PASSWORD_LOCK_MS / 60000 });
      return lock ? 'locked' : 'wrong';
    });
  }

  /** Emails a new 6-digit code to the signer's address (the previous one stops working). */
  async sendCode(agreement: Agreement, actor: Actor): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.mail.inTransaction(async (manager, sendMail) => {
      await manager.update(Agreement, agreement.id, {
        codeHash: this.codeHash(agreement.id, code),
        codeExpiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
        codeAttempts: 0,
      });
      await this.record(manager, agreement.id, 'code_sent', actor);
      await sendMail({ to: agreement.signerEmail, ...signingCodeEmail(code) });
    });
  }

  /** Checks the emailed code: 10 minutes, 5 tries, then a new one must be sent. */
  async verifyCode(id: string, code: string, actor: Actor): Promise<'ok' | 'wrong' | 'expired'> {
    return this.dataSource.transaction(async (manager) => {
      const agreement = await manager
        .getRepository(Agreement)
        .createQueryBuilder('agreement')
        .addSelect('agreement.codeHash')
        .setLock('pessimistic_write')
        .where('agreement.id = :id', { id })
        .getOne();
      if (!agreement) throw SigningError.notFound();
      const usable =
        agreement.codeHash &&
        agreement.codeExpiresAt &&
        agreement.codeExpiresAt > new Date() &&
        agreement.codeAttempts < CODE_MAX_ATTEMPTS;
      if (!usable) {
        await this.record(manager, id, 'code_failed', actor, { reason: 'expired' });
        return 'expired';
      }
      const expected = Buffer.from(agreement.codeHash!);
      const given = Buffer.from(this.codeHash(id, code));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await manager.update(Agreement, id, { codeHash: null, codeExpiresAt: null, codeAttempts: 0 });
        await this.record(manager, id, 'code_passed', actor);
        return 'ok';
      }
      await manager.update(Agreement, id, { codeAttempts: agreement.codeAttempts + 1 });
      await this.record(manager, id, 'code_failed', actor, { attempt: agreement.codeAttempts + 1 });
      return 'wrong';
    });
  }

  /** viewed → signed with the signature and its evidence; the sealed PDF follows from a job. */
  async sign(id: string, signature: Signature, verification: string, actor: Actor): Promise<Agreement> {
    const signed = await this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await this.lock(manager, id);
      this.refuseIfExpired(agreement);
      const result = await this.transition(
        manager,
        agreement,
        'sign',
        actor,
        {
          signedAt: new Date(),
          signatureMethod: signature.method,
          signatureName: signature.name,
          signatureImage: signature.image,
          signerIp: actor.ip ?? null,
          signerUserAgent: actor.userAgent ?? null,
          signerTimeZone: signature.timeZone,
          verificationMethod: verification,
        },
        { method: signature.method, verification },
      );
      for (const to of await this.auth.notificationRecipients())
        await sendMail({ to, ...signedNoticeEmail(summaryOf(result), this.adminLink(result.id)) });
      return result;
    });
    await this.queueSeal(signed.id);
    return signed;
  }

  async queueSeal(id: string): Promise<void> {
    try {
      await this.jobs.enqueue('signing/seal', { agreementId: id }, { jobId: `seal-${id}` });
    } catch (error) {
      // The agreement is signed either way; the lifecycle sweep queues sealing again.
      this.logger.warn({ err: error, agreementId: id }, 'Could not queue sealing');
    }
  }

  async decline(id: string, reason: string, actor: Actor): Promise<Agreement> {
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await this.lock(manager, id);
      this.refuseIfExpired(agreement);
      const result = await this.transition(
        manager,
        agreement,
        'decline',
        actor,
        { declinedAt: new Date(), declineReason: reason },
        { reason },
      );
      for (const to of await this.auth.notificationRecipients())
        await sendMail({ to, ...declinedNoticeEmail(summaryOf(result), reason, this.adminLink(result.id)) });
      return result;
    });
  }

  /** sent/viewed agreements past their expiry date → expired (the lifecycle job). */
  async expireDue(): Promise<number> {
    const due = await this.agreements
      .createQueryBuilder('agreement')
      .select(['agreement.id'])
      .where("agreement.status IN ('sent', 'viewed') AND agreement.expires_at <= now()")
      .getMany();
    let expired = 0;
    for (const { id } of due) {
      await this.dataSource.transaction(async (manager) => {
        const agreement = await this.lock(manager, id);
        if (agreement.status !== 'sent' && agreement.status !== 'viewed') return;
        await this.transition(manager, agreement, 'expire', { name: 'system' }, { expiredAt: new Date() });
        expired += 1;
      });
    }
    return expired;
  }

  /** For payments: signed → awaiting_payment (invoice issued), in the caller's transaction. */
  async awaitPayment(
    manager: EntityManager,
    id: string,
    reference: string,
    actor: Actor,
  ): Promise<Agreement> {
    const agreement = await this.lock(manager, id);
    if (agreement.status === 'awaiting_payment') return agreement;
    return this.transition(
      manager,
      agreement,
      'awaitPayment',
      actor,
      { paymentReference: reference },
      { reference },
      'invoice_issued',
    );
  }

  /** For payments: signed or awaiting_payment → paid, in the caller's transaction (with the payment row). */
  async markPaid(manager: EntityManager, id: string, reference: string, actor: Actor): Promise<Agreement> {
    const agreement = await this.lock(manager, id);
    return this.transition(
      manager,
      agreement,
      'pay',
      actor,
      { paidAt: new Date(), paymentReference: reference },
      { reference },
    );
  }

  /** For payments: paid → refunded, in the caller's transaction (with the payment row). */
  async markRefunded(
    manager: EntityManager,
    id: string,
    reference: string,
    actor: Actor,
  ): Promise<Agreement> {
    const agreement = await this.lock(manager, id);
    return this.transition(manager, agreement, 'refund', actor, { refundedAt: new Date() }, { reference });
  }

  /** The status under a row lock held until the caller's transaction ends. */
  async lockedStatus(manager: EntityManager, id: string): Promise<AgreementStatus> {
    return (await this.lock(manager, id)).status;
  }

  /** An audit event with no status change (checkout started, payment failed, refunded…). */
  async recordEvent(
    manager: EntityManager | null,
    id: string,
    type: AgreementEventType,
    actor: Actor,
    detail: EventDetail = {},
  ): Promise<void> {
    await this.record(manager ?? this.dataSource.manager, id, type, actor, detail);
  }

  /** Stores the sealed PDF once; false when another run sealed it first. */
  async storeSeal(manager: EntityManager, id: string, pdf: Buffer, sha256: string): Promise<boolean> {
    const agreement = await this.lock(manager, id);
    if (agreement.sealedSha256) return false;
    await manager.update(Agreement, id, { sealedPdf: pdf, sealedSha256: sha256, sealedAt: new Date() });
    await this.record(manager, id, 'sealed', { name: 'system' }, { sha256 });
    return true;
  }

  link(id: string): string {
    return `${this.config.appUrl}${routes.signing.cover(id)}`;
  }

  adminLink(id: string): string {
    return `${this.config.appUrl}${routes.signing.detail(id)}`;
  }

  private refuseIfExpired(agreement: Agreement): void {
    if (
      agreement.expiresAt &&
      agreement.expiresAt <= new Date() &&
      (agreement.status === 'sent' || agreement.status === 'viewed')
    )
      throw SigningError.forbidden('expired', 'signed');
  }

  private async lock(manager: EntityManager, id: string): Promise<Agreement> {
    const agreement = await manager
      .getRepository(Agreement)
      .createQueryBuilder('agreement')
      .setLock('pessimistic_write')
      .where('agreement.id = :id', { id })
      .getOne();
    if (!agreement) throw SigningError.notFound();
    return agreement;
  }

  /** The one place a status changes: allowed from here, written with its audit event. */
  private async transition(
    manager: EntityManager,
    agreement: Agreement,
    name: Transition,
    actor: Actor,
    changes: Partial<Agreement>,
    detail: EventDetail = {},
    eventType?: AgreementEventType,
  ): Promise<Agreement> {
    const step = TRANSITIONS[name];
    if (!step.from.includes(agreement.status)) throw SigningError.forbidden(agreement.status, step.action);
    await manager.update(Agreement, agreement.id, { ...changes, status: step.to });
    await this.record(manager, agreement.id, eventType ?? EVENT_OF[name], actor, {
      from: agreement.status,
      ...detail,
    });
    return Object.assign(agreement, changes, { status: step.to });
  }

  private async record(
    manager: EntityManager,
    agreementId: string,
    type: AgreementEventType,
    actor: Actor,
    detail: EventDetail = {},
  ): Promise<void> {
    await manager.insert(AgreementEvent, {
      agreementId,
      type,
      actor: actor.name,
      ipAddress: actor.ip ?? null,
      userAgent: actor.userAgent?.slice(0, 512) ?? null,
      detail,
    });
  }

  private codeHash(agreementId: string, code: string): string {
    return createHmac('sha256', this.config.appSecret)
      .update(`signing-code\n${agreementId}\n${code}`)
      .digest('hex');
  }
}

const EVENT_OF: Record<Transition, AgreementEventType> = {
  send: 'sent',
  view: 'viewed',
  sign: 'signed',
  decline: 'declined',
  void: 'voided',
  expire: 'expired',
  awaitPayment: 'invoice_issued',
  pay: 'paid',
  refund: 'refunded',
};
