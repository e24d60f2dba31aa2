import { router } from '@inertiajs/react';
import { isChunkLoadError, isCrawler, isNoise, type ClientErrorKind } from './error-classification';
import { reportClientError, type ClientErrorDetails } from './error-reporter';
import { clearErrorScreen, showErrorScreen } from './error-screen-store';
import { reloadOnce } from './stale-build';

/**
 * What happens to an error nothing else handled: it is reported; a chunk-load failure reloads the
 * page once (a new build replaced the files); otherwise the error screen replaces the page, except
 * for crawlers, which keep the page they were reading.
 */
export function handleFatalError(error: unknown, kind: ClientErrorKind, details?: ClientErrorDetails): void {
  reportClientError(error, kind, details);
  if (isChunkLoadError(error) && reloadOnce(visiting?.href)) return;
  if (isCrawler(navigator.userAgent)) return;
  showErrorScreen(error);
}

/** The page an Inertia visit is on its way to (a failed chunk load then goes there, freshly loaded). */
let visiting: URL | undefined;

/** window.onerror and unhandledrejection, installed once at boot. */
export function installErrorCapture(): void {
  window.addEventListener('error', (event) => {
    // Resource load errors (img, script tags) have no error object and are not unhandled exceptions.
    if (!event.error && isNoise(event.message ?? '')) return;
    if (!event.error && !event.message) return;
    handleFatalError(event.error ?? new Error(event.message), 'uncaught', {
      metadata: { source: event.filename, line: event.lineno, column: event.colno },
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    handleFatalError(event.reason, 'unhandled-rejection');
  });
  router.on('start', (event) => {
    // Only a GET visit can be repeated as a page load; after a form post, reload the page the visitor is on.
    visiting = event.detail.visit.method === 'get' ? event.detail.visit.url : undefined;
  });
  router.on('finish', () => {
    visiting = undefined;
  });
  // Leaving the page leaves its error behind.
  router.on('navigate', () => clearErrorScreen());
}
