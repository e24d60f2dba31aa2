import { Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { InertiaService } from '@inertia/inertia.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuildsController } from './builds.controller';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { DocsController } from './docs.controller';
import { Redirect } from './redirect.entity';
import { RedirectsService } from './redirects.service';
import { SeoController } from './seo.controller';

/**
 * The public site's content/ (validated at boot) and stored redirects. Other modules may import it
 * (the back office edits redirects); its routes are in ContentPagesModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Redirect])],
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

/**
 * Marketing, CRM, compare, help and migration pages, stored redirects, sitemap, robots.txt and build
 * metadata. Import it last: its catch-all route must come after every other module's routes.
 */
@Module({
  imports: [ContentModule],
  controllers: [SeoController, BuildsController, DocsController, ContentController],
})
export class ContentPagesModule {}
