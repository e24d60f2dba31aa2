import type { RouteEntry } from '@common/http/route-inventory';
import type { PublicRoute } from '@common/http/site-routes';
import type { DiagnosticTable } from '@shared/pages';

/** Paths that answer data or files, not a page a person opens (left out of the link checks). */
const NOT_PAGES =
  /^\/(auth\/v1|api|metrics|health|\.well-known|_img)(\/|$)|\.(json|xml|txt|pdf|csv|ico|png|svg)$|\/(export|download)\b/;

/** The router's full table: method, path, the handler answering it, its module and who may call it. */
export function routeTable(routes: RouteEntry[]): DiagnosticTable {
  return {
    caption: `Every route of the server (${routes.length}), from the router`,
    columns: ['Method', 'Path', 'Handler', 'Module', 'Access'],
    rows: routes.map((route) => [
      route.method,
      route.path,
      route.handler,
      route.module,
      route.access ?? 'anyone',
    ]),
  };
}

/** GET routes without parameters that render a page: each one linked, for the browser's link check. */
export function pageRouteLinks(routes: RouteEntry[]): DiagnosticTable {
  const pages = routes.filter(
    (route) => route.method === 'GET' && !/[:*]/.test(route.path) && !NOT_PAGES.test(route.path),
  );
  return {
    caption: `Pages the router serves without parameters (${pages.length})`,
    columns: ['Page', 'Handler', 'Access'],
    rows: pages.map((route) => [
      { text: route.path, href: route.path },
      route.handler,
      route.access ?? 'anyone',
    ]),
  };
}

/** Every public page (content and the other modules' pages), as plain links to walk by hand. */
export function publicPageLinks(pages: readonly PublicRoute[]): DiagnosticTable {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  return {
    caption: `Public pages (${sorted.length}), as the sitemap knows them`,
    columns: ['Page', 'Template', 'In the sitemap'],
    rows: sorted.map((page) => [
      { text: page.path, href: page.path },
      page.component,
      page.indexed ? 'yes' : 'no',
    ]),
  };
}
