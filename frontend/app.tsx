import '@/styles/app.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RootShell } from '@/components/root-shell';
import { rememberVisitAttribution } from '@/lib/attribution';
import { handleFatalError, installErrorCapture } from '@/lib/client-errors';
import { configureErrorReporter } from '@/lib/error-reporter';
import { showFlashToasts } from '@/lib/flash-toasts';
import { toast } from '@/lib/toast-store';
import { layoutFor, loadLayoutFor } from '@/layouts/layout-for';
import { createInertiaApp, router } from '@/lib/inertia';
import { pageResolver, type PageModule } from '@/lib/resolve-page';
import { installRoutePreloading } from '@/lib/route-preload';
import { pageTitle } from '@/lib/site';
import type { Flash, SharedProps } from '@shared/shared-props';

installErrorCapture();
rememberVisitAttribution();

// Registered before the app starts so the first page's flash is not missed.
router.on('flash', (event) => showFlashToasts(event.detail.flash as Flash));
// A visit that never reached the server (offline, connection dropped) says so instead of failing silently.
router.on('networkError', () => {
  toast({
    kind: 'error',
    title: 'We could not reach the server',
    description: 'Check your connection and try again.',
  });
});
// A form post answered with something other than a page (a proxy's error): the form stays as it was typed.
router.on('httpException', (event) => {
  if (event.detail.visit.method === 'get') return;
  toast({
    kind: 'error',
    title: 'That did not go through',
    description: `The server answered ${event.detail.response.status || 'with an error'}. Nothing you typed is lost; try again in a moment.`,
  });
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
  setup({ el, App }) {
    const shared = router.current?.props as unknown as SharedProps;
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
        <App />
      </RootShell>
    );
    if (el.hasAttribute('data-server-rendered')) hydrateRoot(el, tree);
    else createRoot(el).render(tree);
  },
});
