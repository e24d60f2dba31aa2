import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { BuildInfo } from '@inertia/build-info';
import { BUILD_INFO } from '@inertia/inertia.module';
import { ContentService } from './content.service';
import { RedirectsService } from './redirects.service';
import { ContentError } from './content.error';
import { JsonErrors } from '@common/http/path-policies';

/**
 * SPEC §7 "builds": the running build, so a page open across a release notices it, and the build's
 * public route and redirect table (which page component each URL needs, for preloading).
 */
// Build metadata for tooling and the client's version check.
@Controller('builds')
@JsonErrors()
export class BuildsController {
  constructor(
    @Inject(BUILD_INFO) private readonly build: BuildInfo,
    private readonly content: ContentService,
    private readonly redirects: RedirectsService,
  ) {}

  @Get('latest.json')
  @Header('Cache-Control', 'no-store')
  latest(): BuildInfo {
    return { id: this.build.id, timestamp: this.build.timestamp };
  }

  /** `/builds/meta/<id>.json`: only the running build's table exists here; older ids are 404. */
  @Get('meta/:file')
  @Header('Cache-Control', 'public, max-age=300')
  async meta(@Param('file') file: string) {
    if (file !== `${this.build.id}.json`)
      throw new ContentError(404, 'content.build_not_found', `No metadata for build ${file}`);
    const redirects = await this.redirects.all();
    return {
      id: this.build.id,
      routes: this.content.publicRoutes().map(({ path, component }) => ({ path, component })),
      redirects: redirects.flatMap((redirect) => {
        if (!redirect.enabled) return [];
        const to = this.redirects.targetFor(redirect, {});
        return to ? [{ from: redirect.path, to, status: redirect.status }] : [];
      }),
    };
  }
}
