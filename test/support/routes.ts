import { routeLayersOf } from '@common/http/route-index';
import { TestApp } from './test-app';

export interface AppRoute {
  method: string;
  /** Express path pattern, e.g. `/admin/error-logs/:id`. */
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the Nest application registered, read from the Express router (not a hand list). */
/** For a test that walks every route: it grows with the site, so its time is per route, not one request's. */
export const ROUTE_WALK_TIMEOUT = 120_000;

export function appRoutes(app: TestApp): AppRoute[] {
  const express = app.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const routes: AppRoute[] = [];
  for (const layer of routeLayersOf(express.router)) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: parameters get a well-formed sample value. */
export function samplePath(pattern: string): string {
  return (
    pattern
      .replace(/\{?\/?\*[A-Za-z]+\}?/g, '/sample')
      .replace(/:[A-Za-z]+/g, '6f1c1c1e-0000-4000-8000-000000000001')
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '') || '/'
  );
}
