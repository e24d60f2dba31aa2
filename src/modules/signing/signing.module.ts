import {
  Logger,
  MiddlewareConsumer,
  Module,
  NestModule,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { JobQueue } from '@jobs/job-queue';
import { JobRegistry } from '@jobs/job-registry';
import { AuthModule } from '@modules/auth';
import { MailModule } from '@modules/mail';
import { AgreementAccess } from './agreement-access';
import { AgreementReminders } from './agreement-reminders.service';
import { AgreementsService } from './agreements.service';
import { SignerAccessPolicy } from './signer-access.policy';
import { SignerChecks } from './signer-checks.service';
import { Agreement } from './entities/agreement.entity';
import { AgreementEvent } from './entities/agreement-event.entity';
import { AgreementTemplate } from './entities/agreement-template.entity';
import { AgreementTemplateVersion } from './entities/agreement-template-version.entity';
import { SealingService } from './sealing/sealing.service';
import { SealAgreementProcessor } from './seal-agreement.processor';
import { DIGEST_EVERY_MS, SigningDigest } from './signing-digest.processor';
import { LIFECYCLE_EVERY_MS, SigningLifecycle } from './signing-lifecycle.processor';
import { SigningAdminController } from './signing-admin.controller';
import { SigningController } from './signing.controller';
import { TemplatesService } from './templates.service';
import { PaidTraining } from './paid-training';
import { AnalyticsModule } from '@modules/analytics';
import { SigningPersonalData } from './signing-personal-data';
import { SigningDashboard } from './signing-dashboard';
import { routes } from '@shared/routes';
import { SigningClientRecords } from './signing-client-records';

const ADMIN_PATHS = /^\/sign\/(admin|create)(\/|$|-)/;

/**
 * The signer's pages leak nothing onward (no Referer carrying the agreement's link) and stay out of
 * search engines. Without a Referer, a refused form finds its page from its own path.
 */
function signerPages(req: Request, res: Response, next: NextFunction): void {
  // The full path: under a mounted middleware, req.path is relative to the mount point.
  const path = req.originalUrl.split('?')[0];
  if (ADMIN_PATHS.test(path)) return next();
  res.set('Referrer-Policy', 'no-referrer');
  res.set('X-Robots-Tag', 'noindex, nofollow');
  if (req.method === 'POST') req.backPath = formPageOf(path);
  next();
}

/** The page a signer's form was on: /sign/{id}/password for its own post, /sign/{id} for the others. */
function formPageOf(path: string): string {
  const agreement = /^\/sign\/([0-9a-f-]{36})(\/password)?/i.exec(path);
  if (agreement)
    return agreement[2] ? routes.signing.passwordPage(agreement[1]) : routes.signing.document(agreement[1]);
  return path === routes.signing.verifyPage() ? routes.signing.verifyPage() : routes.signing.start();
}

/**
 * Agreements clients sign online: templates with versions, agreements and their status machine,
 * the append-only audit trail, the signer's pages (password, emailed code, sign, decline), the
 * sealed PDF (a `signing` job) and its public verify page, and the admin pages under /sign/admin.
 * Payment after signing belongs to the payments module, which calls AgreementsService.
 */
@Module({
  imports: [
    AnalyticsModule,
    AuthModule,
    MailModule,
    TypeOrmModule.forFeature([Agreement, AgreementEvent, AgreementTemplate, AgreementTemplateVersion]),
  ],
  // Admin routes first: /sign/admin and /sign/create must not be taken for /sign/:id.
  controllers: [SigningAdminController, SigningController],
  providers: [
    SigningClientRecords,
    SigningDashboard,
    SigningPersonalData,
    AgreementsService,
    AgreementReminders,
    SignerChecks,
    SignerAccessPolicy,
    TemplatesService,
    PaidTraining,
    SealingService,
    SealAgreementProcessor,
    SigningLifecycle,
    SigningDigest,
    {
      provide: AgreementAccess,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new AgreementAccess(config),
    },
  ],
  exports: [
    SigningDashboard,
    SigningPersonalData,
    AgreementsService,
    AgreementAccess,
    SignerAccessPolicy,
    PaidTraining,
  ],
})
export class SigningModule implements NestModule, OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly registry: JobRegistry,
    private readonly seal: SealAgreementProcessor,
    private readonly lifecycle: SigningLifecycle,
    private readonly digest: SigningDigest,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(signerPages).forRoutes('sign', 'sign/{*path}');
  }

  onModuleInit(): void {
    this.registry.register(this.seal);
    this.registry.register(this.lifecycle);
    this.registry.register(this.digest);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.isTest || !this.config.runsWorkers) return; // tests run the processors directly
    try {
      await this.jobs.repeat(this.lifecycle.job, LIFECYCLE_EVERY_MS);
      await this.jobs.repeat(this.digest.job, DIGEST_EVERY_MS);
    } catch (error) {
      new Logger('Signing').warn({ err: error }, 'Could not schedule the signing lifecycle jobs');
    }
  }
}
