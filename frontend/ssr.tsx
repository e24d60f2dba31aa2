import { createInertiaApp } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import { renderToString } from 'react-dom/server';
import { RootShell } from '@/components/root-shell';
import { layoutFor, loadLayoutFor } from '@/layouts/layout-for';
import { pageResolver, type PageModule } from '@/lib/resolve-page';
import { pageTitle } from '@/lib/site';

const resolve = pageResolver(import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true }));

/** Run once in a render thread while the server starts: loading this bundle (every page) is the work. */
export function warm(): boolean {
  return true;
}

/**
 * Called by the NestJS Inertia adapter for first visits: the page's HTML and its <head> tags. The
 * official client renders it; the adapter writes the page object and the mount element itself
 * (src/inertia/html-document.ts), so only the rendered tree is taken from here.
 */
export async function render(page: Page): Promise<{ head: string[]; html: string }> {
  await loadLayoutFor(page.component);
  let html = '';
  const { head } = await createInertiaApp({
    page,
    render: (element) => (html = renderToString(element)),
    resolve,
    layout: layoutFor,
    title: pageTitle,
    setup: ({ App, props }) => (
      <RootShell>
        <App {...props} />
      </RootShell>
    ),
  });
  return { head, html };
}
