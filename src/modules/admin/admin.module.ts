import { Module, OnModuleInit } from '@nestjs/common';
import { InertiaService } from '@inertia/inertia.service';
import { AnalyticsModule } from '@modules/analytics';
import { AssessmentModule } from '@modules/assessment';
import { AuthModule } from '@modules/auth';
import { ContentModule } from '@modules/content';
import { DocumentsModule } from '@modules/documents';
import { ErrorLogModule } from '@modules/error-log';
import { LeadsModule } from '@modules/leads';
import { MailModule } from '@modules/mail';
import { PaymentsModule } from '@modules/payments';
import { SigningModule } from '@modules/signing';
import { ToolsModule } from '@modules/tools';
import { TrainingModule } from '@modules/training';
import { AdminDashboard } from './admin-dashboard.service';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminTeamController } from './admin-team.controller';
import { AdminController } from './admin.controller';
import { DataRightsController } from './data-rights.controller';
import { DataRights } from './data-rights.service';
import { routes } from '@shared/routes';

const isBackOffice = (path: string) =>
  path === routes.admin.home() || path.startsWith('/admin/') || path.startsWith(routes.signing.list());

/**
 * The back office: pages that compose other modules' services (dashboard, settings, team, audit,
 * data rights). Owns no tables and no business rules: every number and every write is a module's.
 */
@Module({
  imports: [
    AnalyticsModule,
    AssessmentModule,
    AuthModule,
    ContentModule,
    DocumentsModule,
    ErrorLogModule,
    LeadsModule,
    MailModule,
    PaymentsModule,
    SigningModule,
    ToolsModule,
    TrainingModule,
  ],
  controllers: [AdminController, AdminSettingsController, AdminTeamController, DataRightsController],
  providers: [AdminDashboard, DataRights],
  exports: [DataRights],
})
export class AdminModule implements OnModuleInit {
  constructor(
    private readonly inertia: InertiaService,
    private readonly dashboard: AdminDashboard,
  ) {}

  /** Admin pages show unread counts (new leads, open errors) beside their links. */
  onModuleInit(): void {
    this.inertia.share(async (req) =>
      req.auth?.user.role === 'admin' && isBackOffice(req.path)
        ? { adminUnread: await this.dashboard.unread() }
        : {},
    );
  }
}
