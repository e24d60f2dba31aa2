import express, { type NextFunction, type Request, type Response } from 'express';

/** What this file reads of Express's router and its layers (the `router` package, Express 5). */
interface RouteLayer {
  route?: { path: unknown; methods?: Record<string, boolean> };
  handle?: unknown;
}
interface RouterStack {
  stack: RouteLayer[];
  caseSensitive?: boolean;
  strict?: boolean;
}

/** A request's first path segment: `sign` in `/sign/abc?x=1`; no match for an absolute URL. */
const FIRST_SEGMENT = /^\/([^/?#]*)/;
/** The index's layer keeps the route layers it replaced, for routeLayersOf. */
const INDEXED_ROUTES = Symbol('indexed routes');

/**
 * Express tries its routes one by one in the order they were made, a regular expression each, and
 * yields to the event loop after every hundred: the signing page was the 203rd of 272 layers. Here
 * the routes are grouped by their path's first segment (`sign` for `/sign/:id`), and a request tries
 * only its segment's group, in the original order. A route whose first segment is not a plain word
 * (`/*path`, `/:slug`) is in every group, where it stood. Routes stay Express's own: each group is an
 * Express router over the same layers, so params, HEAD and errors behave as before.
 *
 * OPTIONS skips the groups: a group, being a router, would answer it with an Allow header where the
 * application's 404 answered before. So routes that answer OPTIONS themselves (or every method) are
 * left unindexed.
 */
export function indexRoutesByFirstSegment(router: RouterStack): void {
  const first = router.stack.findIndex((layer) => layer.route);
  if (first < 0) return;
  let end = first;
  while (end < router.stack.length && router.stack[end].route) end++;

  const routeLayers = router.stack.slice(first, end);
  if (routeLayers.some(({ route }) => route?.methods?.options || route?.methods?._all)) return;
  const fold = router.caseSensitive
    ? (segment: string) => segment
    : (segment: string) => segment.toLowerCase();
  const everyGroup: RouteLayer[] = [];
  const groups = new Map<string, RouteLayer[]>();
  for (const layer of routeLayers) {
    const segment = literalFirstSegment(layer.route!.path);
    if (segment === null) {
      everyGroup.push(layer);
      for (const group of groups.values()) group.push(layer);
    } else {
      const key = fold(segment);
      const group = groups.get(key) ?? [...everyGroup];
      group.push(layer);
      groups.set(key, group);
    }
  }

  const routerOver = (layers: RouteLayer[]) => {
    const group = express.Router({ caseSensitive: router.caseSensitive, strict: router.strict });
    (group as unknown as RouterStack).stack = layers;
    return group;
  };
  const routers = new Map([...groups].map(([segment, layers]) => [segment, routerOver(layers)]));
  const otherSegments = routerOver(everyGroup);
  const allRoutes = routerOver(routeLayers);

  const dispatch = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'OPTIONS') {
      next();
      return;
    }
    const segment = FIRST_SEGMENT.exec(req.url)?.[1];
    // An absolute URL (`GET http://host/path`, as a proxy sends) is matched by Express on its path.
    const group = segment === undefined ? allRoutes : (routers.get(fold(segment)) ?? otherSegments);
    group(req, res, next);
  };
  const holder = express.Router();
  holder.use(Object.assign(dispatch, { [INDEXED_ROUTES]: routeLayers }));
  router.stack.splice(first, end - first, ...(holder as unknown as RouterStack).stack);
}

/** Every route layer of `router` in Express's order, whether indexed or not (tests walk the routes). */
export function routeLayersOf<Layer extends RouteLayer>(router: { stack: Layer[] }): Layer[] {
  return router.stack.flatMap((layer) => {
    const indexed = (layer.handle as { [INDEXED_ROUTES]?: Layer[] } | undefined)?.[INDEXED_ROUTES];
    return indexed ?? (layer.route ? [layer] : []);
  });
}

/** `sign` for `/sign/:id`, `` for `/`; null when the segment can match more than one word. */
function literalFirstSegment(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  const [segment] = path.slice(1).split('/', 1);
  return /[:*?+(){}[\]\\]/.test(segment) ? null : segment;
}
