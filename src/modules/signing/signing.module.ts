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
import { AgreementsService } from './agreements.service';
import { Agreement } from './entities/agreement.entity';
import { AgreementEvent } from './entities/agreement-event.entity';
import { AgreementTemplate } from './entities/agreement-template.entity';
import { AgreementTemplateVersion } from './entities/agreement-template-version.entity';
import { SealingService } from './sealing/sealing.service';
import { DIGEST_EVERY_MS, LIFECYCLE_EVERY_MS, SigningDigest, SigningLifecycle } from './signing-lifecycle';
import { SigningAdminController } from './signing-admin.controller';
import { SigningController } from './signing.controller';
import { TemplatesService } from './templates.service';

/** Signing pages leak nothing onward (no Referer with the agreement's link) and stay out of search engines. */
function privatePages(_req: Request, res: Response, next: NextFunction): void {
  res.set('Referrer-Policy', 'no-referrer');
  res.set('X-Robots-Tag', 'noindex, nofollow');
  next();
}

/**
 * Agreements clients sign online: templates with versions, agreements and their status machine,
 * the append-only audit trail, the signer's pages (password, emailed code, sign, decline), the
 * sealed PDF (a `signing` job) and its public verify page, and the admin pages under /sign/admin.
 * Payment after signing belongs to the payments module, which calls AgreementsService.
 */
@Module({
  imports: [
    AuthModule,
    MailModule,
    TypeOrmModule.forFeature([Agreement, AgreementEvent, AgreementTemplate, AgreementTemplateVersion]),
  ],
  // Admin routes first: /sign/admin and /sign/create must not be taken for /sign/:id.
  controllers: [SigningAdminController, SigningController],
  providers: [
    AgreementsService,
    TemplatesService,
    SealingService,
    SigningLifecycle,
    SigningDigest,
    {
      provide: AgreementAccess,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new AgreementAccess(config),
    },
  ],
  exports: [AgreementsService, AgreementAccess],
})
export class SigningModule implements NestModule, OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly registry: JobRegistry,
    private readonly sealing: SealingService,
    private readonly lifecycle: SigningLifecycle,
    private readonly digest: SigningDigest,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(privatePages).forRoutes('sign', 'sign/{*path}');
  }

  onModuleInit(): void {
    this.registry.register(this.sealing);
    this.registry.register(this.lifecycle);
    this.registry.register(this.digest);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.isTest || !this.config.runsWorkers) return; // tests run the processors directly
    try {
      await this.jobs.repeat('signing', this.lifecycle.jobName, LIFECYCLE_EVERY_MS);
      await this.jobs.repeat('signing', this.digest.jobName, DIGEST_EVERY_MS);
    } catch (error) {
      new Logger('Signing').warn({ err: error }, 'Could not schedule the signing lifecycle jobs');
    }
  }
}
