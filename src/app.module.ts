import { DynamicModule, Module, Type } from '@nestjs/common';
import { DiagnosticsModule } from '@modules/diagnostics';
import { CommonModule } from '@common/common.module';
import { UnexpectedErrorsModule } from '@common/errors/unexpected-errors';
import { RateLimitModule } from '@common/rate-limit/rate-limit.module';
import type { CpuPool } from '@common/workers/cpu-pool';
import { WorkersModule } from '@common/workers/workers.module';
import { AppConfig } from '@config/app-config';
import { ConfigModule } from '@config/config.module';
import { DatabaseTarget } from '@database/data-source-options';
import { DatabaseModule } from '@database/database.module';
import { BuildInfo } from '@inertia/build-info';
import { FrontendAssets } from '@inertia/frontend-assets';
import { InertiaModule } from '@inertia/inertia.module';
import { JobsModule } from '@jobs/jobs.module';
import { AdminModule } from '@modules/admin';
import { AnalyticsModule } from '@modules/analytics';
import { AssessmentModule } from '@modules/assessment';
import { AuthModule } from '@modules/auth';
import { ContentPagesModule } from '@modules/content';
import { HealthModule } from '@modules/health';
import { ErrorLogModule } from '@modules/error-log';
import { ImagesModule } from '@modules/images';
import { LeadsModule } from '@modules/leads';
import { MailModule } from '@modules/mail';
import { PaymentsModule } from '@modules/payments';
import { ToolsModule } from '@modules/tools';
import { PreferencesModule } from '@modules/preferences';
import { SettingsModule } from '@modules/settings';
import { AuditModule } from '@modules/audit';
import { SigningModule } from '@modules/signing';
import { ClientAreaModule } from '@modules/client-area';
import { DocumentsModule } from '@modules/documents';
import { TrainingModule } from '@modules/training';

export interface AppModuleOptions {
  config: AppConfig;
  database: DatabaseTarget;
  frontend: FrontendAssets;
  build: BuildInfo;
  extraModules?: Array<Type | DynamicModule>;
  /** A CPU pool started before the application (main.ts); otherwise the application makes its own. */
  cpu?: CpuPool;
}

/** Imports the infrastructure and the domain modules; nothing else lives here. */
@Module({})
export class AppModule {
  static register(options: AppModuleOptions): DynamicModule {
    const { config } = options;
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(options.database),
        UnexpectedErrorsModule,
        JobsModule,
        InertiaModule.forRoot(options.frontend, options.build, options.config),
        CommonModule,
        RateLimitModule,
        WorkersModule.forRoot(config, options.cpu),
        SettingsModule,
        AuditModule,
        HealthModule,
        PreferencesModule,
        AnalyticsModule,
        ImagesModule,
        AuthModule,
        // Before the modules whose routes would answer its paths first (it imports them after itself).
        DiagnosticsModule,
        AdminModule,
        MailModule,
        LeadsModule,
        ErrorLogModule,
        AssessmentModule,
        SigningModule,
        PaymentsModule,
        ToolsModule,
        ClientAreaModule,
        DocumentsModule,
        TrainingModule,
        ...(options.extraModules ?? []),
        // Last: its catch-all route serves content pages and must not shadow other modules' routes.
        ContentPagesModule,
      ],
    };
  }
}
