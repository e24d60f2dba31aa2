import { Injectable } from '@nestjs/common';

export interface PublicRoute {
  path: string;
  component: string;
  lastmod?: string;
  /** False for pages kept out of search engines (thank-you pages and the like). */
  indexed: boolean;
}

/**
 * Public pages that modules other than content serve (the assessment's intro, the leaderboard…).
 * Modules add theirs at start-up; the sitemap and the route table of /builds/meta list them with
 * the content pages.
 */
@Injectable()
export class SiteRoutes {
  private readonly routes: PublicRoute[] = [];

  add(...routes: PublicRoute[]): void {
    this.routes.push(...routes);
  }

  all(): readonly PublicRoute[] {
    return this.routes;
  }
}
