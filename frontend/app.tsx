import '@/styles/app.css';
import { createInertiaApp, router } from '@inertiajs/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RootShell } from '@/components/root-shell';
import { rememberVisitAttribution } from '@/lib/attribution';
import { showFlashToasts } from '@/lib/flash-toasts';
import { layoutFor } from '@/layouts/layout-for';
import { pageResolver, type PageModule } from '@/lib/resolve-page';
import { pageTitle } from '@/lib/site';
import type { Flash } from '@/types/shared-props';

rememberVisitAttribution();

// Registered before the app starts so the first page's flash is not missed.
router.on('flash', (event) => showFlashToasts(event.detail.flash as Flash));

void createInertiaApp({
  resolve: pageResolver(import.meta.glob<PageModule>('./pages/**/*.tsx')),
  layout: layoutFor,
  title: pageTitle,
  progress: false,
  setup({ el, App, props }) {
    const tree = (
      <RootShell>
        <App {...props} />
      </RootShell>
    );
    if (el.hasAttribute('data-server-rendered')) hydrateRoot(el, tree);
    else createRoot(el).render(tree);
  },
});
