import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { UuidParam } from '@common/http/not-found';
import { userAgentLabel } from '@common/http/user-agent';
import { ExpensiveRoute, FILE_DOWNLOADS, RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { SiteSettings } from '@modules/settings';
import { AdminOnly } from '@common/security/access';
import { CpuPool } from '@common/workers/cpu-pool';
import { csvStream, CsvColumn } from '@common/table/csv';
import { csvHref, parseTableQuery } from '@common/table/table-query';
import { InvalidFields } from '@common/errors/invalid-fields';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AGREEMENT_STATUS_LABELS, AGREEMENT_STATUSES, CURRENCIES, VARIABLE_TYPES } from '@shared/signing';
import { fillTemplate, renderAgreementHtml } from './agreement-text';
import { AgreementReminders } from './agreement-reminders.service';
import { AGREEMENT_SORTABLE, AgreementsService } from './agreements.service';
import { CountersignDto, CreateAgreementDto, PreviewDto, TemplateDto, VoidDto } from './dto/signing.dto';
import { awaitsCountersignature, COUNTERSIGNABLE } from './agreement-rules';
import { SignerChecks } from './signer-checks.service';
import { SIGNING_LIMITS } from './signing-rate-limits';
import type { Agreement } from './entities/agreement.entity';
import { ORIGINAL_PDF } from './sealing/cpu-tasks';
import { adminActor, agreementRow, feesShown } from './signing-views';
import { TemplateDraft, TemplatesService, TemplateWithVersion } from './templates.service';
import { describeAdminChange } from '@common/security/admin-change';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { TableQueryDto } from '@common/table/table-query.dto';
import { routes } from '@shared/routes';

const TABLE = {
  sortable: AGREEMENT_SORTABLE,
  defaultSort: 'createdAt',
  filters: { status: AGREEMENT_STATUSES },
};

const CSV: CsvColumn<Agreement>[] = [
  { header: 'Created', value: (agreement) => agreement.createdAt },
  { header: 'Reference', value: (agreement) => agreement.code },
  { header: 'Title', value: (agreement) => agreement.title },
  { header: 'Signer', value: (agreement) => agreement.signerName },
  { header: 'Signer email', value: (agreement) => agreement.signerEmail },
  { header: 'Status', value: (agreement) => AGREEMENT_STATUS_LABELS[agreement.status] },
  { header: 'Amount (minor units)', value: (agreement) => agreement.amountMinor },
  { header: 'Currency', value: (agreement) => agreement.currency },
  { header: 'Sent', value: (agreement) => agreement.sentAt },
  { header: 'Signed', value: (agreement) => agreement.signedAt },
  { header: 'Paid', value: (agreement) => agreement.paidAt },
  { header: 'Payment reference', value: (agreement) => agreement.paymentReference },
];

const templateOption = ({ template, version }: TemplateWithVersion) => ({
  id: template.id,
  name: template.name,
  description: template.description,
  version: version.version,
  variables: version.variables,
  countersignerEmail: version.countersignerEmail,
  trainingTier: template.trainingTier,
});

/** The back office for agreements: list, create (with a live preview), detail and timeline, templates. */
@Controller('sign')
@AdminOnly()
export class SigningAdminController {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly reminders: AgreementReminders,
    private readonly templates: TemplatesService,
    private readonly cpu: CpuPool,
    private readonly settings: SiteSettings,
    private readonly checks: SignerChecks,
  ) {}

  private taxSettings() {
    const { sellerVatNumber, vatRate } = this.settings.current();
    return { sellerVatNumber, vatRate };
  }

  @Get('admin')
  async list(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const tableQuery = parseTableQuery(query, TABLE);
    if (query.format === 'csv') {
      return csvStream(res, 'agreements.csv', CSV, tableQuery, (batch) => this.agreements.page(batch));
    }
    const page = await this.agreements.page(tableQuery);
    return inertia.render('signing/agreements', {
      table: { rows: page.rows.map(agreementRow), total: page.total, query: page.query },
      counts: await this.agreements.statusCounts(),
      csvUrl: csvHref(req.path, tableQuery),
    });
  }

  @Get('admin/agreements/:id')
  async detail(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.agreements.get(id);
    const version = await this.templates.versionById(agreement.templateVersionId);
    const template = version ? await this.templates.get(version.templateId) : null;
    const events = await this.agreements.timeline(id);
    const open = agreement.status === 'sent' || agreement.status === 'viewed';
    return inertia.render('signing/agreement', {
      agreement: {
        ...agreementRow(agreement),
        templateName: template?.template.name ?? 'Unknown template',
        templateVersion: version?.version ?? 0,
        bodySha256: agreement.bodySha256,
        sealedSha256: agreement.sealedSha256,
        sealedAt: agreement.sealedAt?.toISOString() ?? null,
        expiresAt: agreement.expiresAt?.toISOString() ?? null,
        hasPassword: agreement.hasPassword,
        requireCode: agreement.requireCode,
        declineReason: agreement.declineReason,
        voidReason: agreement.voidReason,
        paymentReference: agreement.paymentReference,
        signatureMethod: agreement.signatureMethod,
        link: this.agreements.link(agreement.id),
        fees: feesShown(agreement),
        buyerVatNumber: agreement.buyerVatNumber,
        countersignerEmail: agreement.countersignerEmail,
        countersignedAt: agreement.countersignedAt?.toISOString() ?? null,
        countersignatureName: agreement.countersignatureName,
      },
      html: renderAgreementHtml(agreement.body),
      events: events.map((event) => ({
        id: event.id,
        type: event.type,
        actor: event.actor,
        ipAddress: event.ipAddress,
        device: event.userAgent ? userAgentLabel(event.userAgent) : null,
        detail: event.detail,
        createdAt: event.createdAt.toISOString(),
      })),
      actions: {
        send: agreement.status === 'draft',
        resend: open,
        void: agreement.status === 'draft' || open,
        markPaid:
          agreement.status === 'awaiting_payment' ||
          (agreement.status === 'signed' && (agreement.amountMinor ?? 0) > 0),
        resendReceipt: agreement.status === 'paid' && (agreement.amountMinor ?? 0) > 0,
        countersign:
          awaitsCountersignature(agreement) &&
          COUNTERSIGNABLE.includes(agreement.status) &&
          agreement.countersignerEmail === req.auth?.user.email,
        countersignNeedsCode: req.auth?.claims.aal !== 'aal2',
      },
    });
  }

  /** The template's countersigner signs after the client, signed in as themselves, with two-step or an emailed code. */
  @Post('admin/agreements/:id/countersign')
  async countersign(
    @Param('id', UuidParam) id: string,
    @Body() dto: CountersignDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const email = req.auth!.user.email;
    const agreement = await this.agreements.countersignable(id, email);
    const verification = await this.checks.countersignerProof(
      agreement,
      { aal: req.auth!.claims.aal, code: dto.code },
      adminActor(req),
    );
    await this.agreements.countersign(
      id,
      {
        method: dto.method,
        name: dto.name,
        image: dto.method === 'drawn' ? dto.image! : null,
        timeZone: null,
      },
      { email, verification },
      adminActor(req),
    );
    inertia.toast(
      'Countersigned',
      'success',
      'The agreement is being sealed; both sides get the sealed copy.',
    );
    return inertia.redirect(routes.signing.detail(id));
  }

  /** Without two-step verification on this session, the countersigner confirms it is them with an emailed code. */
  @Post('admin/agreements/:id/countersign/code')
  @UseGuards(RateLimitGuard)
  @RateLimit(...SIGNING_LIMITS.sendCode)
  async countersignCode(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const agreement = await this.agreements.countersignable(id, req.auth!.user.email);
    await this.checks.sendCode(agreement, adminActor(req), 'countersigner');
    describeAdminChange(req, {
      action: 'agreement.countersign_code_sent',
      summary: 'Asked for a code to countersign',
      targetType: 'agreement',
      targetId: id,
    });
    inertia.toast('Code sent', 'success', `Check ${agreement.countersignerEmail} for a 6-digit code.`);
    return inertia.redirect(routes.signing.detail(id));
  }

  @Post('admin/agreements/:id/send')
  async send(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.agreements.send(id, adminActor(req));
    inertia.toast('Agreement sent', 'success', `The signing link is on its way to ${agreement.signerEmail}.`);
    return inertia.redirect(routes.signing.detail(id));
  }

  @Post('admin/agreements/:id/resend')
  async resend(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.reminders.remind(id, adminActor(req), 'resent');
    inertia.toast(
      'Link sent again',
      'success',
      `We emailed ${agreement.signerEmail} the signing link again.`,
    );
    return inertia.redirect(routes.signing.detail(id));
  }

  @Post('admin/agreements/:id/void')
  async voidAgreement(
    @Param('id', UuidParam) id: string,
    @Body() dto: VoidDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const before = await this.agreements.get(id);
    const after = await this.agreements.voidAgreement(id, dto.reason, adminActor(req));
    describeAdminChange(req, {
      action: 'agreement.voided',
      summary: `Voided "${after.title}" (${after.code}): ${dto.reason}`,
      targetType: 'agreement',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, reason: dto.reason },
    });
    inertia.toast('Agreement withdrawn', 'success', 'Its link now says it was withdrawn.');
    return inertia.redirect(routes.signing.detail(id));
  }

  @Get('admin/agreements/:id/original.pdf')
  @ExpensiveRoute(FILE_DOWNLOADS)
  async original(@Param('id', UuidParam) id: string) {
    const agreement = await this.agreements.get(id);
    return new StreamableFile(Buffer.from(await this.cpu.run(ORIGINAL_PDF, agreement)), {
      type: 'application/pdf',
      disposition: `attachment; filename="${agreement.code}-original.pdf"`,
    });
  }

  @Get('admin/agreements/:id/sealed.pdf')
  @ExpensiveRoute(FILE_DOWNLOADS)
  async sealed(@Param('id', UuidParam) id: string) {
    return this.agreements.sealedFile(await this.agreements.get(id));
  }

  @Get('create')
  async createPage(@Inertia() inertia: InertiaContext) {
    return inertia.render('signing/create', {
      templates: (await this.templates.active()).map(templateOption),
      currencies: CURRENCIES,
      tax: this.taxSettings(),
    });
  }

  @Post('create')
  async create(@Body() dto: CreateAgreementDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.agreements.create(
      {
        templateId: dto.templateId,
        title: dto.title,
        variables: dto.variables,
        signerName: dto.signerName,
        signerEmail: dto.signerEmail.toLowerCase(),
        payOnSigning: dto.payOnSigning,
        currency: dto.currency,
        taxTreatment: dto.taxTreatment,
        buyerVatNumber: dto.buyerVatNumber ?? null,
        password: dto.password || null,
        expiresAt: expiryFrom(dto.expiresOn),
        requireCode: dto.requireCode,
      },
      adminActor(req),
      dto.send,
    );
    inertia.toast(
      dto.send ? 'Agreement sent' : 'Draft saved',
      'success',
      dto.send
        ? `The signing link is on its way to ${agreement.signerEmail}.`
        : 'Send it from this page when it is ready.',
    );
    return inertia.redirect(routes.signing.detail(agreement.id));
  }

  /** The live preview on /sign/create: the same rendering the signer will see. */
  @Post('admin/preview')
  @HttpCode(200)
  async preview(@Body() dto: PreviewDto) {
    const { version } = await this.templates.get(dto.templateId);
    const values = Object.fromEntries(
      Object.entries(dto.variables).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { html: renderAgreementHtml(fillTemplate(version.body, version.variables, values, dto.currency)) };
  }

  @Get('admin/templates')
  async templatesPage(@Inertia() inertia: InertiaContext) {
    const templates = await this.templates.active();
    return inertia.render('signing/templates', {
      templates: templates.map((entry) => ({
        ...templateOption(entry),
        updatedAt: entry.template.updatedAt.toISOString(),
      })),
    });
  }

  @Get('admin/templates/new')
  newTemplate(@Inertia() inertia: InertiaContext) {
    return inertia.render('signing/template', { template: null, variableTypes: VARIABLE_TYPES });
  }

  @Post('admin/templates')
  async createTemplate(@Body() dto: TemplateDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const template = await this.templates.create(templateDraft(dto), adminActor(req).name);
    inertia.toast('Template created', 'success');
    return inertia.redirect(routes.signing.editTemplate(template.id));
  }

  @Get('admin/templates/:id')
  async editTemplate(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const entry = await this.templates.get(id);
    return inertia.render('signing/template', {
      template: { ...templateOption(entry), body: entry.version.body },
      variableTypes: VARIABLE_TYPES,
    });
  }

  @Post('admin/templates/:id')
  async saveTemplate(
    @Param('id', UuidParam) id: string,
    @Body() dto: TemplateDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const version = await this.templates.saveVersion(id, templateDraft(dto), adminActor(req).name);
    inertia.toast(
      `Saved as version ${version}`,
      'success',
      'New agreements use it; sent ones keep their text.',
    );
    return inertia.redirect(routes.signing.editTemplate(id));
  }
}

const templateDraft = (dto: TemplateDto): TemplateDraft => ({
  name: dto.name,
  description: dto.description ?? '',
  body: dto.body,
  variables: dto.variables,
  countersignerEmail: dto.countersignerEmail?.toLowerCase() ?? null,
  trainingTier: dto.trainingTier ?? null,
});

/** An expiry date means "until the end of that day" (UTC); it must be in the future. */
function expiryFrom(day: string | undefined): Date | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime()) || end <= new Date())
    throw new InvalidFields({ expiresOn: 'Choose an expiry date in the future.' });
  return end;
}
