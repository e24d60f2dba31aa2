import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CURRENT_BANK } from '@shared/assessment';
import { SiteRoutes } from '@common/http/site-routes';
import { AuthModule } from '@modules/auth';
import { MailModule } from '@modules/mail';
import { AssessmentAdminController } from './assessment-admin.controller';
import { AssessmentLinks } from './assessment-links';
import { AssessmentAccessPolicy } from './assessment-access.policy';
import { AssessmentResponse } from './assessment-response.entity';
import { AssessmentDiagnostics } from './assessment-diagnostics';
import { AssessmentStatsService } from './assessment-stats.service';
import { AssessmentController } from './assessment.controller';
import { AssessmentService } from './assessment.service';
import { LeaderboardController } from './leaderboard.controller';
import { BenchmarkService } from './report/benchmark.service';
import { AnalyticsModule } from '@modules/analytics';
import { AssessmentPersonalData } from './assessment-personal-data';
import { AssessmentDashboard } from './assessment-dashboard';
import { routes } from '@shared/routes';
import { AssessmentClientRecords } from './assessment-client-records';

/**
 * The CRM health assessment: the questionnaire with server-side drafts, scoring (shared/assessment,
 * also used by the browser), reports with PDF/CSV exports and share links, the leaderboard and the
 * admin views.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AssessmentResponse]), AnalyticsModule, AuthModule, MailModule],
  controllers: [AssessmentController, LeaderboardController, AssessmentAdminController],
  providers: [
    AssessmentClientRecords,
    AssessmentDashboard,
    AssessmentPersonalData,
    AssessmentService,
    AssessmentStatsService,
    BenchmarkService,
    AssessmentLinks,
    AssessmentAccessPolicy,
    AssessmentDiagnostics,
  ],
  exports: [AssessmentDashboard, AssessmentPersonalData, AssessmentService, AssessmentDiagnostics],
})
export class AssessmentModule implements OnModuleInit {
  constructor(private readonly siteRoutes: SiteRoutes) {}

  /** The public, indexable pages (the sitemap lists them); reports, drafts and exports are private. */
  onModuleInit(): void {
    const lastmod = CURRENT_BANK.published;
    this.siteRoutes.add(
      ...[
        [routes.assessment.intro(), 'assessment/intro'],
        [routes.assessment.leaderboard(), 'assessment/leaderboard'],
        [routes.assessment.adoptionCalculator(), 'assessment/system-adoption-score-calculator'],
        [routes.assessment.demoScore(), 'assessment/demo-score-calculation'],
      ].map(([path, component]) => ({ path, component, lastmod, indexed: true })),
    );
  }
}
