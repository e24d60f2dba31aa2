import { Module, OnModuleInit } from '@nestjs/common';
import { SiteRoutes } from '@common/http/site-routes';
import { LeadsModule } from '@modules/leads';
import { ToolsController } from './tools.controller';

/** Free tools for CRM buyers: the sales-stage generators (docs/tools.md). */
@Module({ imports: [LeadsModule], controllers: [ToolsController] })
export class ToolsModule implements OnModuleInit {
  constructor(private readonly siteRoutes: SiteRoutes) {}

  /** The tool pages are public and indexed (the sitemap lists them). */
  onModuleInit(): void {
    this.siteRoutes.add(
      ...(['sales-stage-generator', 'advanced-sales-stage-generator'] as const).map((page) => ({
        path: `/${page}`,
        component: `tools/${page}`,
        lastmod: '2026-11-24',
        indexed: true,
      })),
    );
  }
}
