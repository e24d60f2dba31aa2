import { createInertiaApp } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { RootShell } from '@/components/root-shell';
import { layoutFor, loadLayoutFor } from '@/layouts/layout-for';
import { pageResolver, type PageModule } from '@/lib/resolve-page';
import { pageTitle } from '@/lib/site';

const resolve = pageResolver(import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true }));

// The package does not export its App props type; the SSR setup only passes them through.
type AppProps = Record<string, unknown>;

/** Called by the NestJS Inertia adapter for first visits: the page's HTML and its <head> tags. */
export async function render(page: Page): Promise<{ head: string[]; html: string }> {
  let html = '';
  await loadLayoutFor(page.component);
  const result = await createInertiaApp({
    page,
    resolve,
    layout: layoutFor,
    title: pageTitle,
    render: ((element) => (html = renderToString(element))) as typeof renderToString,
    setup: ({ App, props }: { App: unknown; props: unknown }) => {
      const InertiaApp = App as ComponentType<AppProps>;
      return (
        <RootShell>
          <InertiaApp {...(props as AppProps)} />
        </RootShell>
      );
    },
  });
  return { head: result.head, html };
}
