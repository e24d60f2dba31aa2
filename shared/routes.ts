/** Typed URLs: `routes.<module>.<handler>(params, query?)`, generated from the Nest router. */
export { routes, type ContentPagePath } from './routes.generated';
export { withQuery, type RouteQuery } from './route-builder';
