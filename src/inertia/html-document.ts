import { InertiaPage, serializePageForHtml } from './inertia-page';
import { SsrResult } from './ssr-renderer';

export interface DocumentParts {
  page: InertiaPage;
  ssr: SsrResult | null;
  assetsHead: string;
  assetsBody: string;
  /** 'dark' | 'light' | '' (follow the system) */
  themeClass: string;
}

export const APP_ELEMENT_ID = 'app';

/** The first-visit HTML: page object in a JSON script element, then the (server-rendered) mount element. */
export function renderHtmlDocument(parts: DocumentParts): string {
  const { page, ssr } = parts;
  const pageJson = `<script data-page="${APP_ELEMENT_ID}" type="application/json">${serializePageForHtml(page)}</script>`;
  const mount = ssr
    ? `<div data-server-rendered="true" id="${APP_ELEMENT_ID}">${ssr.html}</div>`
    : `<div id="${APP_ELEMENT_ID}"></div>`;
  const htmlClass = parts.themeClass ? ` class="${parts.themeClass}"` : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="en"${htmlClass}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">',
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#18181b">',
    '<link rel="icon" href="/favicon.ico" sizes="any">',
    parts.assetsHead,
    ...(ssr?.head ?? []),
    '</head>',
    '<body>',
    pageJson,
    mount,
    parts.assetsBody,
    '</body>',
    '</html>',
  ].join('\n');
}
