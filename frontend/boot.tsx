import { createInertiaApp, router } from '@inertiajs/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RootShell } from '@/components/root-shell';
import { rememberVisitAttribution } from '@/lib/attribution';
import { handleFatalError, installErrorCapture } from '@/lib/client-errors';
import { configureErrorReporter, reportClientError } from '@/lib/error-reporter';
import { showFlashToasts } from '@/lib/flash-toasts';
import { toast } from '@/lib/toast-store';
import { layoutFor, loadLayoutFor } from '@/layouts/layout-for';
import { csrfCookieName } from '@/lib/csrf';
import { pageResolver, type PageModule } from '@/lib/resolve-page';
import { installRoutePreloading } from '@/lib/route-preload';
import { pageTitle } from '@/lib/site';
import type { Flash, SharedProps } from '@shared/shared-props';

installErrorCapture();
rememberVisitAttribution();

// Registered before the app starts so the first page's flash is not missed.
router.on('flash', (event) => showFlashToasts(event.detail.flash as Flash));
// The visit in flight (prefetches aside), for the two handlers below.
let visiting: { method: string; url: URL } = { method: 'get', url: new URL(window.location.href) };
router.on('start', (event) => {
  if (!event.detail.visit.prefetch) visiting = event.detail.visit;
});
// A visit that never reached the server (offline, connection dropped) says so instead of failing
// silently; false: handled (the official client would otherwise reject the visit's promise).
router.on('networkError', () => {
  toast({
    kind: 'error',
    title: 'We could not reach the server',
    description: 'Check your connection and try again.',
  });
  return false;
});
// An answer that is not a page (a proxy's error page): a GET loads that URL whole, a form post
// stays with what was typed and a toast says so. False keeps the official client from showing the
// answer in its dialog. Our own error pages are Inertia pages and render as usual.
router.on('httpException', (event) => {
  if (event.detail.response.headers['x-inertia']) return;
  if (visiting.method === 'get') {
    window.location.assign(visiting.url.href);
    return false;
  }
  toast({
    kind: 'error',
    title: 'That did not go through',
    description: `The server answered ${event.detail.response.status || 'with an error'}. Nothing you typed is lost; try again in a moment.`,
  });
  return false;
});
router.on('navigate', (event) => {
  const props = event.detail.page.props as unknown as SharedProps;
  configureErrorReporter({ userId: props.auth?.user?.id ?? null });
});

const pages = import.meta.glob<PageModule>('./pages/**/*.tsx');
const resolvePage = pageResolver(pages);

void createInertiaApp({
  // A page whose code cannot load (a new release replaced it, or it does not exist) is a fatal
  // error: reported, then a reload or the error screen. The visit itself never completes.
  resolve: (name) =>
    Promise.all([resolvePage(name), loadLayoutFor(name)])
      .then(([page]) => page)
      .catch((error: unknown) => {
        handleFatalError(error, 'uncaught', { componentName: name, componentFile: `pages/${name}.tsx` });
        return new Promise<never>(() => undefined);
      }),
  layout: layoutFor,
  title: pageTitle,
  // Our own loading bar (components/ui/loading-bar.tsx) follows the router's events.
  progress: false,
  http: { xsrfCookieName: csrfCookieName(), xsrfHeaderName: 'X-XSRF-TOKEN' },
  setup({ el, App, props }) {
    // The first page's shared props, as the client read them from the document (read once).
    const shared = props.initialPage.props as unknown as SharedProps;
    configureErrorReporter({
      token: shared.errorLogToken,
      userId: shared.auth?.user?.id ?? null,
      build: shared.app.build,
    });
    installRoutePreloading(
      shared.app.build,
      (component) => pages[`./pages/${component}.tsx`]?.() ?? Promise.resolve(),
    );
    const tree = (
      <RootShell>
        <App {...props} />
      </RootShell>
    );
    // Hydrated as a transition: React then works in 5 ms slices and gives the main thread back
    // between them (a default-priority hydration is one long task: on a phone, 300–700 ms during
    // which a tap waits). The page is already painted; input that arrives meanwhile is replayed.
    // A recoverable error is one React has already recovered from, e.g. a first render that did not
    // match the server's markup (a tab remembered for Back): React renders the page again in the
    // browser and it works. Reported, never the error screen (React's default reports it like an
    // uncaught error, which our window handler would show).
    const onRecoverableError = (error: unknown) => reportClientError(error, 'handled');
    if (el.hasAttribute('data-server-rendered'))
      startTransition(() => void hydrateRoot(el, tree, { onRecoverableError }));
    else createRoot(el).render(tree);
  },
});
