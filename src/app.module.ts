import { DynamicModule, Module, Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CommonModule } from '@common/common.module';
import { loggedUrl, withoutPrivateQueries } from '@common/http/log-privacy';
import { UnexpectedErrorsModule } from '@common/errors/unexpected-errors';
import { RateLimitModule } from '@common/rate-limit/rate-limit.module';
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

export interface AppModuleOptions {
  config: AppConfig;
  database: DatabaseTarget;
  frontend: FrontendAssets;
  build: BuildInfo;
  extraModules?: Array<Type | DynamicModule>;
}

/**
 * Requests worth a log line: not health checks or built assets, nor (in development) the modules
 * Vite serves to the browser, dozens per page load.
 */
const NOT_LOGGED = /^\/(health$|metrics$|assets\/|@|node_modules\/|frontend\/|shared\/)/;
const loggedRequest = (url: string) => !NOT_LOGGED.test(url);
const WIRING_CONTEXTS = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader']);

/** Imports the infrastructure and the domain modules; nothing else lives here. */
@Module({})
export class AppModule {
  static register(options: AppModuleOptions): DynamicModule {
    const { config } = options;
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            autoLogging: { ignore: (req) => !loggedRequest(req.url ?? '') },
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            customSuccessMessage: (req, res, ms) =>
              `${req.method} ${loggedUrl(req.url ?? '')} ${res.statusCode} in ${Math.round(ms)} ms`,
            serializers: { req: withoutPrivateQueries },
            // Development reads logs in a terminal: one coloured line per entry, without Nest's ~150
            // lines of route and module wiring. Production keeps every line, as JSON.
            ...(config.isDevelopment && {
              transport: {
                target: 'pino-pretty',
                options: { singleLine: true, ignore: 'pid,hostname,req,res' },
              },
              hooks: {
                logMethod(args, log) {
                  const context = (args[0] as { context?: string } | undefined)?.context;
                  if (!WIRING_CONTEXTS.has(context ?? '')) log.apply(this, args);
                },
              },
            }),
          },
        }),
        DatabaseModule.forRoot(options.database),
        UnexpectedErrorsModule,
        JobsModule,
        InertiaModule.forRoot(options.frontend, options.build, options.config),
        CommonModule,
        RateLimitModule,
        SettingsModule,
        AuditModule,
        HealthModule,
        PreferencesModule,
        AnalyticsModule,
        ImagesModule,
        AuthModule,
        AdminModule,
        MailModule,
        LeadsModule,
        ErrorLogModule,
        AssessmentModule,
        SigningModule,
        PaymentsModule,
        ToolsModule,
        ...(options.extraModules ?? []),
        // Last: its catch-all route serves content pages and must not shadow other modules' routes.
        ContentPagesModule,
      ],
    };
  }
}
