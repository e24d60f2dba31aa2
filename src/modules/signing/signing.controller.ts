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
import { ValidationFailedException } from '@common/validation/validation-failed.exception';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AgreementAccess } from './agreement-access';
import { renderAgreementHtml } from './agreement-text';
import { AgreementsService, normaliseAgreementCode, paymentDue } from './agreements.service';
import { SignerChecks } from './signer-checks.service';
import { AgreementCodeDto, CodeDto, DeclineDto, PasswordDto, SignDto } from './dto/signing.dto';
import type { Agreement } from './entities/agreement.entity';
import { SealingService } from './sealing/sealing.service';
import { SIGNING_LIMITS } from './signing-rate-limits';
import { closedState, signerActor, signerView } from './signing-views';
import { SigningError } from './signing.error';
import { AnalyticsService } from '@modules/analytics';
import { VERIFY_MAX_BYTES, VERIFY_TOO_LARGE } from '@shared/signing';
import { routes } from '@shared/routes';

/** The signer's side: find an agreement, pass its gates, read, sign or decline; check a sealed PDF. */
@Controller('sign')
export class SigningController {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly checks: SignerChecks,
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
    const code = normaliseAgreementCode(dto.code);
    const agreement = code ? await this.agreements.findByCode(code) : null;
    if (!agreement || agreement.status === 'draft')
      throw new ValidationFailedException({
        code: 'No agreement has this code. Check the email it came with.',
      });
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
    if (!file?.buffer?.length) throw new ValidationFailedException({ file: 'Choose the PDF to check.' });
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
    const agreement = await this.visible(id);
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
    await this.visible(id);
    const outcome = await this.checks.checkPassword(id, dto.password, signerActor(req));
    if (outcome === 'locked')
      throw new ValidationFailedException({ password: 'Too many wrong passwords. Try again in 15 minutes.' });
    if (outcome === 'wrong') throw new ValidationFailedException({ password: 'That password is not right.' });
    this.access.grant(req, res, id, { password: true });
    return inertia.redirect(routes.signing.cover(id));
  }

  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get(':id/cover')
  async cover(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.visible(id);
    const gate = this.gate(req, agreement, inertia);
    if (gate) return gate;
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
    const agreement = await this.visible(id);
    const gate = this.gate(req, agreement, inertia);
    if (gate) return gate;
    const viewed = await this.agreements.recordView(agreement, signerActor(req));
    const closed = closedState(viewed);
    return inertia.render('signing/document', {
      agreement: signerView(viewed),
      html: renderAgreementHtml(viewed.body),
      closed,
      needsCode: !closed && viewed.requireCode && !this.access.read(req, id).code,
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
    const agreement = await this.signable(req, id);
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
    await this.signable(req, id);
    const outcome = await this.checks.verifyCode(id, dto.code, signerActor(req));
    if (outcome === 'expired')
      throw new ValidationFailedException({
        code: 'This code has expired or was tried too often. Send a new one.',
      });
    if (outcome === 'wrong')
      throw new ValidationFailedException({ code: 'That code is not right. Check the email and try again.' });
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
    const agreement = await this.signable(req, id);
    const proof = this.access.read(req, id);
    if (agreement.requireCode && !proof.code)
      throw new ValidationFailedException({ code: 'Enter the code we emailed you before signing.' });
    if (dto.method === 'drawn' && !dto.image)
      throw new ValidationFailedException({ image: 'Draw your signature in the box.' });
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
    const agreement = await this.visible(id);
    if (agreement.hasPassword && !this.access.read(req, id).password)
      throw new SigningError(403, 'signing.password_locked', 'Enter the agreement’s password first.');
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
    const agreement = await this.signable(req, id);
    // Declining ends the agreement for good: it needs every proof that signing needs.
    if (agreement.requireCode && !this.access.read(req, id).code)
      throw new ValidationFailedException({
        reason: 'Enter the code we emailed you before declining: it shows the agreement reached you.',
      });
    await this.agreements.decline(id, dto.reason, signerActor(req));
    inertia.toast('Agreement declined', 'info', 'We have let the sender know.');
    return inertia.redirect(routes.signing.document(id));
  }

  /** A sent agreement (drafts are invisible to signers: 404). */
  private async visible(id: string): Promise<Agreement> {
    const agreement = await this.agreements.find(id);
    if (!agreement || agreement.status === 'draft') throw SigningError.notFound();
    return agreement;
  }

  /** The password gate: a protected agreement is shown only to a browser that passed it. */
  private gate(req: Request, agreement: Agreement, inertia: InertiaContext) {
    if (agreement.hasPassword && !this.access.read(req, agreement.id).password)
      return inertia.redirect(routes.signing.passwordPage(agreement.id));
    return null;
  }

  /** For actions: visible, past the password gate (else 403), and still open for signing. */
  private async signable(req: Request, id: string): Promise<Agreement> {
    const agreement = await this.visible(id);
    if (agreement.hasPassword && !this.access.read(req, id).password)
      throw new SigningError(403, 'signing.password_locked', 'Enter the agreement’s password first.');
    const closed = closedState(agreement);
    if (closed) throw SigningError.forbidden(closed.status, 'signed or declined');
    return agreement;
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
