import { Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnexpectedError, UnexpectedErrors } from '@common/errors/unexpected-errors';
import { SiteSettings } from '@modules/settings';
import { AppConfig } from '@config/app-config';
import { InertiaService } from '@inertia/inertia.service';
import { ErrorLogReport } from './entities/error-log-report.entity';
import { ErrorLogGroup } from './entities/error-log-group.entity';
import { ErrorLogAdminController } from './error-log-admin.controller';
import { ErrorLogController } from './error-log.controller';
import { ErrorLogService } from './error-log.service';
import { scrubErrorReport } from './error-scrubber';
import { ErrorLogPersonalData } from './error-log-personal-data';
import { ErrorLogDashboard } from './error-log-dashboard';

/** A server error as an error log record (scrubbed the same way as the browser's). */
function serverReport(report: UnexpectedError) {
  const error = report.error instanceof Error ? report.error : new Error(String(report.error));
  return scrubErrorReport({
    error_type: `server:${report.kind}`,
    severity: report.severity,
    message: error.message || error.name,
    error_name: error.name,
    stack_trace: error.stack ?? null,
    url: report.url ?? null,
    user_id: report.userId ?? null,
    metadata: report.metadata ?? null,
  });
}

/**
 * The site's own error monitoring: the browser's reports (`POST /api/log-error`), unhandled server
 * errors (requests, jobs, the process itself), grouping with a per-window cap, and /admin/error-logs.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ErrorLogGroup, ErrorLogReport])],
  controllers: [ErrorLogController, ErrorLogAdminController],
  providers: [ErrorLogDashboard, ErrorLogPersonalData, ErrorLogService],
  exports: [ErrorLogDashboard, ErrorLogPersonalData],
})
export class ErrorLogModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Errors');
  private unsubscribe: (() => void) | undefined;
  private readonly onRejection = (reason: unknown) => {
    this.logger.error({ err: reason }, 'Unhandled promise rejection');
    this.unexpected.report({ error: reason, kind: 'process', severity: 'critical' });
  };
  /** The process is in an unknown state: record what happened, then exit as Node would have. */
  private readonly onUncaught = (error: Error) => {
    this.logger.fatal({ err: error }, 'Uncaught exception: exiting');
    this.unexpected.report({ error, kind: 'process', severity: 'critical' });
    setTimeout(() => process.exit(1), 1000).unref();
  };

  constructor(
    private readonly unexpected: UnexpectedErrors,
    private readonly errorLog: ErrorLogService,
    private readonly inertia: InertiaService,
    private readonly config: AppConfig,
    private readonly settings: SiteSettings,
  ) {}

  onModuleInit(): void {
    // The site's own pages must be able to report; the token keeps out posts from elsewhere.
    // Read per page: an admin may rotate it at /admin/settings.
    this.inertia.share(() => {
      const token = this.settings.errorLogToken();
      return token ? { errorLogToken: token } : {};
    });
    this.unsubscribe = this.unexpected.subscribe(async (report) => {
      await this.errorLog.record(serverReport(report), 'server');
    });
    process.on('unhandledRejection', this.onRejection);
    // Test runners handle their own uncaught errors.
    if (!this.config.isTest) process.on('uncaughtException', this.onUncaught);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    process.off('unhandledRejection', this.onRejection);
    process.off('uncaughtException', this.onUncaught);
  }
}
