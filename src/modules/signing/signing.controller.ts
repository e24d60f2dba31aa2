import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { UuidParam } from '@common/http/not-found';
import {
  ExpensiveRoute,
  FILE_DOWNLOADS,
  LOOKUP_BY_ID,
  RateLimit,
  RateLimitGuard,
} from '@common/rate-limit/rate-limit';
import { UploadTooLarge } from '@common/validation/upload-too-large';
import { InvalidFields } from '@common/errors/invalid-fields';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AgreementAccess } from './agreement-access';
import { renderAgreementHtml } from './agreement-text';
import { AgreementsService, paymentDue } from './agreements.service';
import { SignerAccessPolicy } from './signer-access.policy';
import { SignerChecks } from './signer-checks.service';
import { AgreementCodeDto, CodeDto, DeclineDto, PasswordDto, SignDto } from './dto/signing.dto';
import { SealingService } from './sealing/sealing.service';
import { SIGNING_LIMITS } from './signing-rate-limits';
import { closedState, signerActor, signerView } from './signing-views';
import { AnalyticsService } from '@modules/analytics';
import { VERIFY_MAX_BYTES, VERIFY_TOO_LARGE } from '@shared/signing';
import { routes } from '@shared/routes';

/** The signer's side: find an agreement, pass its gates, read, sign or decline; check a sealed PDF. */
@Controller('sign')
export class SigningController {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly checks: SignerChecks,
    private readonly policy: SignerAccessPolicy,
    private readonly sealing: SealingService,
    private readonly access: AgreementAccess,
    private readonly analytics: AnalyticsService,
  ) {}

  @Get()
  start(@Inertia() inertia: InertiaContext) {
    return inertia.render('signing/start', {});
  }

  @Post()
  @UseGuards(RateLimitGuard)
  @RateLimit(SIGNING_LIMITS.findByCode)
  async findByCode(@Body() dto: AgreementCodeDto, @Inertia() inertia: InertiaContext) {
    const agreement = await this.policy.findByCode(dto.code);
    return inertia.redirect(routes.signing.cover(agreement.id));
  }

  @Get('thank-you')
  thankYou(@Inertia() inertia: InertiaContext) {
    return inertia.render('signing/thank-you', {});
  }

  @Get('verify')
  verifyPage(@Inertia() inertia: InertiaContext) {
    return inertia.render('signing/verify', { result: null });
  }

  @Post('verify')
  @ExpensiveRoute(SIGNING_LIMITS.verify)
  @UseInterceptors(
    UploadTooLarge('file', VERIFY_TOO_LARGE),
    FileInterceptor('file', { limits: { fileSize: VERIFY_MAX_BYTES, files: 1, fields: 5, parts: 6 } }),
  )
  async verify(@UploadedFile() file: { buffer?: Buffer } | undefined, @Inertia() inertia: InertiaContext) {
    if (!file?.buffer?.length) throw new InvalidFields({ file: 'Choose the PDF to check.' });
    const result = await this.sealing.verify(file.buffer);
    return inertia.render('signing/verify', {
      result:
        result.outcome === 'valid'
          ? {
              outcome: 'valid',
              sha256: result.sha256,
              title: result.agreement.title,
              code: result.agreement.code,
              signerName: result.agreement.signerName,
              signedAt: result.agreement.signedAt?.toISOString() ?? null,
              sealedAt: result.agreement.sealedAt?.toISOString() ?? null,
            }
          : result,
    });
  }

  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get(':id/password')
  async passwordPage(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const agreement = await this.policy.visible(id);
    if (!agreement.hasPassword) return inertia.redirect(routes.signing.cover(id));
    return inertia.render('signing/password', {
      agreementId: id,
      title: agreement.title,
      lockedMinutes: minutesLeft(agreement.passwordLockedUntil),
    });
  }

  @Post(':id/password')
  @UseGuards(RateLimitGuard)
  @RateLimit(SIGNING_LIMITS.password)
  async password(
    @Param('id', UuidParam) id: string,
    @Body() dto: PasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    await this.policy.visible(id);
    await this.checks.checkPassword(id, dto.password, signerActor(req));
    this.access.grant(req, res, id, { password: true });
    return inertia.redirect(routes.signing.cover(id));
  }

  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get(':id/cover')
  async cover(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.policy.visible(id);
    if (this.policy.needsPassword(agreement, this.access.read(req, id)))
      return inertia.redirect(routes.signing.passwordPage(id));
    const viewed = await this.agreements.recordView(agreement, signerActor(req));
    return inertia.render('signing/cover', { agreement: signerView(viewed), closed: closedState(viewed) });
  }

  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get(':id')
  async document(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const agreement = await this.policy.visible(id);
    if (this.policy.needsPassword(agreement, this.access.read(req, id)))
      return inertia.redirect(routes.signing.passwordPage(id));
    const viewed = await this.agreements.recordView(agreement, signerActor(req));
    const closed = closedState(viewed);
    return inertia.render('signing/document', {
      agreement: signerView(viewed),
      html: renderAgreementHtml(viewed.body),
      closed,
      needsCode: !closed && this.policy.needsCode(viewed, this.access.read(req, id)),
      codeSentTo: viewed.requireCode ? maskEmail(viewed.signerEmail) : null,
    });
  }

  @Post(':id/code')
  @UseGuards(RateLimitGuard)
  @RateLimit(...SIGNING_LIMITS.sendCode)
  async sendCode(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const agreement = await this.policy.signable(id, this.access.read(req, id));
    if (!agreement.requireCode) return inertia.redirect(routes.signing.document(id));
    await this.checks.sendCode(agreement, signerActor(req));
    inertia.toast('Code sent', 'success', `Check ${maskEmail(agreement.signerEmail)} for a 6-digit code.`);
    return inertia.redirect(routes.signing.document(id));
  }

  @Post(':id/code/verify')
  @UseGuards(RateLimitGuard)
  @RateLimit(SIGNING_LIMITS.verifyCode)
  async verifyCode(
    @Param('id', UuidParam) id: string,
    @Body() dto: CodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    await this.policy.signable(id, this.access.read(req, id));
    await this.checks.verifyCode(id, dto.code, signerActor(req));
    this.access.grant(req, res, id, { code: true });
    inertia.toast('Code confirmed', 'success', 'You can sign now.');
    return inertia.redirect(routes.signing.document(id));
  }

  @Post(':id/sign')
  @UseGuards(RateLimitGuard)
  @RateLimit(SIGNING_LIMITS.sign)
  async sign(
    @Param('id', UuidParam) id: string,
    @Body() dto: SignDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const agreement = await this.policy.signableWithEveryProof(id, this.access.read(req, id));
    const verification = [
      'Signing link emailed to the signer',
      agreement.hasPassword ? 'access password' : null,
      agreement.requireCode ? 'one-time code emailed to the signer' : null,
    ]
      .filter(Boolean)
      .join(' + ');
    const signed = await this.agreements.sign(
      id,
      {
        method: dto.method,
        name: dto.name,
        image: dto.method === 'drawn' ? dto.image! : null,
        timeZone: dto.timeZone ?? null,
      },
      verification,
      signerActor(req),
    );
    await this.analytics.goal('agreement_signed', { req, ref: id });
    if (paymentDue(signed)) {
      inertia.toast('Signed', 'success', 'One step left: the payment.');
      return inertia.redirect(routes.payments.paymentPage(id));
    }
    return inertia.redirect(routes.signing.thankYou());
  }

  /** The sealed PDF, for the signer past the password gate: the file the email carried, again. */
  @Get(':id/signed.pdf')
  @ExpensiveRoute(LOOKUP_BY_ID, FILE_DOWNLOADS)
  async signedPdf(@Param('id', UuidParam) id: string, @Req() req: Request) {
    const agreement = await this.policy.readable(id, this.access.read(req, id));
    return this.agreements.sealedFile(agreement);
  }

  @Post(':id/decline')
  @UseGuards(RateLimitGuard)
  @RateLimit(SIGNING_LIMITS.sign)
  async decline(
    @Param('id', UuidParam) id: string,
    @Body() dto: DeclineDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    await this.policy.declinable(id, this.access.read(req, id));
    await this.agreements.decline(id, dto.reason, signerActor(req));
    inertia.toast('Agreement declined', 'info', 'We have let the sender know.');
    return inertia.redirect(routes.signing.document(id));
  }
}

function minutesLeft(until: Date | null): number | null {
  if (!until || until <= new Date()) return null;
  return Math.ceil((until.getTime() - Date.now()) / 60_000);
}

/** "d***@example.com": enough for the signer to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
