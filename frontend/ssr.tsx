import { renderToString } from 'react-dom/server';
import { RootShell } from '@/components/root-shell';
import { layoutFor, loadLayoutFor } from '@/layouts/layout-for';
import { renderPage, type Page } from '@/lib/inertia';
import { pageResolver, type PageModule } from '@/lib/resolve-page';
import { pageTitle } from '@/lib/site';

const resolve = pageResolver(import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true }));

/** Called by the NestJS Inertia adapter for first visits: the page's HTML and its <head> tags. */
export async function render(page: Page): Promise<{ head: string[]; html: string }> {
  await loadLayoutFor(page.component);
  return renderPage(page, {
    resolve,
    layout: layoutFor,
    title: pageTitle,
    renderToString,
    wrap: (app) => <RootShell>{app}</RootShell>,
  });
}
