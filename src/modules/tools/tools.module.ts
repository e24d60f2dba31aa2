import { Module, OnModuleInit } from '@nestjs/common';
import { SiteRoutes } from '@common/http/site-routes';
import { LeadsModule } from '@modules/leads';
import { ToolsController } from './tools.controller';

/** Free tools for CRM buyers: the sales-stage generator (docs/tools.md). */
@Module({ imports: [LeadsModule], controllers: [ToolsController] })
export class ToolsModule implements OnModuleInit {
  constructor(private readonly siteRoutes: SiteRoutes) {}

  /** The tool pages are public and indexed (the sitemap lists them). */
  onModuleInit(): void {
    this.siteRoutes.add({
      path: '/sales-stage-generator',
      component: 'tools/sales-stage-generator',
      lastmod: '2026-11-24',
      indexed: true,
    });
  }
}
