/**
 * `@inertiajs/react` as the SSR bundle sees it (vite.config.ts, `crm:server-link`): the official
 * client, with its `Link` rendered by `ServerLink` (the same markup, without the client's work).
 * The browser bundle imports the package itself.
 */
export * from '@inertiajs/react';
export { ServerLink as Link } from './server-link';
