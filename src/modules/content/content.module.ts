import { Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { InertiaService } from '@inertia/inertia.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuildsController } from './builds.controller';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { Redirect } from './redirect.entity';
import { RedirectsService } from './redirects.service';
import { SeoController } from './seo.controller';
import { declareJsonPaths } from '@common/http/path-policies';

// Build metadata for tooling and the client's version check.
declareJsonPaths('/builds/');

/**
 * The public site a CRM buyer reads: marketing, CRM, compare, help and migration pages from
 * content/ (validated at boot), stored redirects, sitemap and robots.txt.
 * Import it last: its catch-all route must come after every other module's routes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Redirect])],
  controllers: [SeoController, BuildsController, ContentController],
  providers: [ContentService, RedirectsService],
  exports: [ContentService, RedirectsService],
})
export class ContentModule implements OnModuleInit {
  constructor(
    private readonly inertia: InertiaService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // Canonical and OpenGraph URLs are absolute: pages need the public origin.
    const site = { url: this.config.appUrl };
    this.inertia.share(() => ({ site }));
  }
}
