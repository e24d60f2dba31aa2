import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { InvalidFields } from '@common/errors/invalid-fields';
import { AppConfig } from '@config/app-config';
import { readColumns } from '@database/json-rows';
import { PreparedStatements } from '@database/prepared-statements';
import { JobQueue } from '@jobs/job-queue';
import { AuthService, hashPassword } from '@modules/auth';
import { MailService } from '@modules/mail';
import { SiteSettings } from '@modules/settings';
import { AGREEMENT_STATUSES, type AgreementEventType, type AgreementStatus } from '@shared/signing';
import { fillTemplate, sha256Hex } from './agreement-text';
import { lockAgreement, recordAgreementEvent, transitionAgreement } from './agreement-records';
import {
  AGREEMENT_SORTABLE,
  type Actor,
  agreementFees,
  checkedValues,
  readyToSeal,
  requireCountersigner,
  newAgreementCode,
  type NewAgreement,
  type Signature,
  signingLink,
  summaryOf,
} from './agreement-rules';
import { Agreement } from './entities/agreement.entity';
import { AgreementEvent, EventDetail } from './entities/agreement-event.entity';
import { AgreementTemplateVersion } from './entities/agreement-template-version.entity';
import { SigningError } from './signing.error';
import {
  countersignRequestEmail,
  declinedNoticeEmail,
  signedNoticeEmail,
  signingRequestEmail,
} from './signing-emails';
import { routes } from '@shared/routes';

export {
  AGREEMENT_SORTABLE,
  normaliseAgreementCode,
  paymentDue,
  readyToSeal,
  summaryOf,
} from './agreement-rules';
export type { Actor, NewAgreement, Signature } from './agreement-rules';

/**
 * Agreements and their evidence. Every status change goes through `transitionAgreement` (agreement-records.ts): one transaction
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
    private readonly settings: SiteSettings,
    private readonly statements: PreparedStatements,
  ) {}

  /** Every signing page reads its agreement by id: a prepared statement, planned once per connection. */
  private byIdStatement: string | null = null;

  async find(id: string): Promise<Agreement | null> {
    this.byIdStatement ??= `SELECT ${readColumns(this.dataSource, Agreement, 'a')} FROM agreements a WHERE a.id = $1`;
    const [agreement] = await this.statements.entities(Agreement, this.byIdStatement, [id]);
    return agreement ?? null;
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
      .addSelect(['agreement.signatureImage', 'agreement.countersignatureImage'])
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
    if (!version) throw new InvalidFields({ templateId: 'Choose a template from the list.' });
    const values = checkedValues(version.variables, input.variables);
    const fees = agreementFees(version.variables, values, input, this.settings.current());
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
          ...fees,
          countersignerEmail: version.countersignerEmail,
          passwordHash,
          hasPassword: Boolean(passwordHash),
          requireCode: input.requireCode,
          expiresAt: input.expiresAt,
          status: 'draft',
          createdBy: actor.name,
        }),
      );
      await recordAgreementEvent(manager, agreement.id, 'created', actor, {
        templateVersion: version.version,
      });
      if (!send) return agreement;
      return this.sendIn(manager, agreement, actor, sendMail);
    });
  }

  /** draft → sent: the text is frozen (its SHA-256 stored) and the signer gets the link. */
  send(id: string, actor: Actor): Promise<Agreement> {
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await lockAgreement(manager, id);
      return this.sendIn(manager, agreement, actor, sendMail);
    });
  }

  private async sendIn(
    manager: EntityManager,
    agreement: Agreement,
    actor: Actor,
    sendMail: (email: { to: string } & ReturnType<typeof signingRequestEmail>) => Promise<void>,
  ): Promise<Agreement> {
    const sent = await transitionAgreement(manager, agreement, 'send', actor, {
      sentAt: new Date(),
      bodySha256: sha256Hex(agreement.body),
    });
    await sendMail({ to: sent.signerEmail, ...signingRequestEmail(summaryOf(sent), this.link(sent.id)) });
    return sent;
  }

  voidAgreement(id: string, reason: string, actor: Actor): Promise<Agreement> {
    return this.dataSource.transaction(async (manager) => {
      const agreement = await lockAgreement(manager, id);
      return transitionAgreement(
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
      const locked = await lockAgreement(manager, agreement.id);
      if (locked.status !== 'sent') return locked;
      return transitionAgreement(manager, locked, 'view', actor, { viewedAt: new Date() });
    });
  }

  /** viewed → signed with the signature and its evidence; the sealed PDF follows from a job. */
  async sign(id: string, signature: Signature, verification: string, actor: Actor): Promise<Agreement> {
    const signed = await this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await lockAgreement(manager, id);
      this.refuseIfExpired(agreement);
      const result = await transitionAgreement(
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
      if (result.countersignerEmail)
        await sendMail({
          to: result.countersignerEmail,
          ...countersignRequestEmail(summaryOf(result), this.adminLink(result.id)),
        });
      return result;
    });
    // With a countersigner, the seal waits for their signature (countersign queues it).
    if (readyToSeal(signed)) await this.queueSeal(signed.id);
    return signed;
  }

  /** The agreement, when this admin may countersign it now (403 or 409 with the reason otherwise). */
  async countersignable(id: string, email: string): Promise<Agreement> {
    const agreement = await this.get(id);
    requireCountersigner(agreement, email);
    return agreement;
  }

  /**
   * The template's countersigner signs after the client (from the back office, signed in as
   * themselves): the same evidence as the client's (signature, IP, device, audit event), then the seal.
   */
  async countersign(
    id: string,
    signature: Signature,
    admin: { email: string; verification: string },
    actor: Actor,
  ) {
    const countersigned = await this.dataSource.transaction(async (manager) => {
      const agreement = await lockAgreement(manager, id);
      requireCountersigner(agreement, admin.email);
      const changes = {
        countersignedAt: new Date(),
        countersignatureMethod: signature.method,
        countersignatureName: signature.name,
        countersignatureImage: signature.image,
        countersignerIp: actor.ip ?? null,
        countersignerUserAgent: actor.userAgent ?? null,
      };
      await manager.update(Agreement, id, changes);
      await recordAgreementEvent(manager, id, 'countersigned', actor, {
        method: signature.method,
        verification: admin.verification,
      });
      return { ...agreement, ...changes };
    });
    await this.queueSeal(countersigned.id);
    return countersigned;
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
      const agreement = await lockAgreement(manager, id);
      this.refuseIfExpired(agreement);
      const result = await transitionAgreement(
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

  /** For payments: signed → awaiting_payment (invoice issued), in the caller's transaction. */
  async awaitPayment(
    manager: EntityManager,
    id: string,
    reference: string,
    actor: Actor,
  ): Promise<Agreement> {
    const agreement = await lockAgreement(manager, id);
    if (agreement.status === 'awaiting_payment') return agreement;
    return transitionAgreement(
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
    const agreement = await lockAgreement(manager, id);
    return transitionAgreement(
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
    const agreement = await lockAgreement(manager, id);
    return transitionAgreement(
      manager,
      agreement,
      'refund',
      actor,
      { refundedAt: new Date() },
      { reference },
    );
  }

  /** The status under a row lock held until the caller's transaction ends. */
  async lockedStatus(manager: EntityManager, id: string): Promise<AgreementStatus> {
    return (await lockAgreement(manager, id)).status;
  }

  /** An audit event with no status change (checkout started, payment failed, refunded…). */
  async recordEvent(
    manager: EntityManager | null,
    id: string,
    type: AgreementEventType,
    actor: Actor,
    detail: EventDetail = {},
  ): Promise<void> {
    await recordAgreementEvent(manager ?? this.dataSource.manager, id, type, actor, detail);
  }

  /** Stores the sealed PDF once; false when another run sealed it first. */
  async storeSeal(manager: EntityManager, id: string, pdf: Buffer, sha256: string): Promise<boolean> {
    const agreement = await lockAgreement(manager, id);
    if (agreement.sealedSha256) return false;
    await manager.update(Agreement, id, { sealedPdf: pdf, sealedSha256: sha256, sealedAt: new Date() });
    await recordAgreementEvent(manager, id, 'sealed', { name: 'system' }, { sha256 });
    return true;
  }

  link(id: string): string {
    return signingLink(this.config.appUrl, id);
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
}
