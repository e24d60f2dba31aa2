import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteRoutes } from '@common/http/site-routes';
import { AnalyticsModule } from '@modules/analytics';
import { AuthModule } from '@modules/auth';
import { LeadsModule } from '@modules/leads';
import { LeadAudit } from './entities/lead-audit.entity';
import { LeadAuditController } from './lead-audit.controller';
import { LeadAudits } from './lead-audits.service';
import { ToolsAdminController } from './tools-admin.controller';
import { ToolsController } from './tools.controller';
import { ToolsPersonalData } from './tools-personal-data';
import { ToolsClientRecords } from './tools-client-records';
import { routes } from '@shared/routes';

/** Free tools for CRM buyers: the sales-stage generators and the inbound lead audit (docs/tools.md). */
@Module({
  imports: [AnalyticsModule, AuthModule, LeadsModule, TypeOrmModule.forFeature([LeadAudit])],
  controllers: [ToolsController, LeadAuditController, ToolsAdminController],
  providers: [ToolsPersonalData, ToolsClientRecords, LeadAudits],
  exports: [ToolsPersonalData],
})
export class ToolsModule implements OnModuleInit {
  constructor(private readonly siteRoutes: SiteRoutes) {}

  /** The tool pages are public and indexed (the sitemap lists them); audit results are private. */
  onModuleInit(): void {
    this.siteRoutes.add(
      ...(
        [
          [routes.tools.salesStageGenerator(), 'tools/sales-stage-generator'],
          [routes.tools.advancedGenerator(), 'tools/advanced-sales-stage-generator'],
          [routes.tools.page(), 'tools/inbound-lead-audit'],
        ] as const
      ).map(([path, component]) => ({ path, component, lastmod: '2026-11-24', indexed: true })),
    );
  }
}
