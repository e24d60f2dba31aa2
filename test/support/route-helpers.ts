import { ContentService } from '../../src/modules/content/content.service';
import { routeTable, type RouteEntry } from './route-table';
import { TestApp } from './test-app';

export const ROUTES_FILE = 'shared/routes.generated.ts';

/** Module class names whose helpers read better under a shorter namespace. */
const NAMESPACE_OF_MODULE: Record<string, string> = { ContentPages: 'content' };

/**
 * Paths the product links to that no controller answers: the seeded booking redirect (its target is
 * the BOOKING_URL setting). Kept here so a link to it is still a typed helper, not a literal.
 */
const LINKED_REDIRECTS = { book: '/book' } as const;

/** The catch-all that serves content pages; its helper takes the generated `ContentPagePath` union. */
const CONTENT_CATCH_ALL = '/*path';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/\*[A-Za-z]+/g, '.+').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/** `/crm-mastery-program/sessions/quick-wins` → `crmMasteryProgramSessionsQuickWins`. */
function helperNameOfPath(path: string): string {
  return lowerFirst(
    path
      .split(/[/-]/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(''),
  );
}

interface Param {
  name: string;
  wildcard: boolean;
}

function paramsOf(path: string): Param[] {
  return [...path.matchAll(/([:*])([A-Za-z]+)/g)].map((match) => ({
    name: match[2],
    wildcard: match[1] === '*',
  }));
}

function urlExpression(path: string): string {
  const body = path.replace(/([:*])([A-Za-z]+)/g, (_all, kind: string, name: string) =>
    kind === '*' ? `\${segments(${name})}` : `\${segment(${name})}`,
  );
  return body.includes('${') ? `\`${body}\`` : `'${body}'`;
}

/**
 * `shared/routes.generated.ts`: one function per route of the Nest router, `routes.<module>.<handler>(params,
 * query?)`, plus the union of content page paths the catch-all serves. Two controllers of one module with a
 * handler of the same name are refused: rename one, so every helper's name says what it does.
 */
export function generateRouteHelpers(app: TestApp): string {
  const table = routeTable(app);
  const byName = new Map<string, { namespace: string; name: string; entries: RouteEntry[] }>();
  for (const entry of table) {
    const [controller, handler] = entry.handler.split('.');
    const namespace = NAMESPACE_OF_MODULE[entry.module] ?? lowerFirst(entry.module);
    const key = `${namespace}.${handler}`;
    const existing = byName.get(key);
    if (existing && existing.entries[0].handler.split('.')[0] !== controller)
      throw new Error(
        `Two handlers are both named ${key} (${existing.entries[0].handler} and ${entry.handler}): rename one.`,
      );
    if (existing) existing.entries.push(entry);
    else byName.set(key, { namespace, name: handler, entries: [entry] });
  }

  const explicitGets = table
    .filter((entry) => entry.method === 'GET' && entry.path !== CONTENT_CATCH_ALL)
    .map((entry) => patternRegex(entry.path));
  const contentPaths = [
    ...new Set(
      app.app
        .get(ContentService)
        .publicRoutes()
        .map((route) => route.path)
        .filter((path) => !explicitGets.some((regex) => regex.test(path))),
    ),
  ].sort();

  const namespaces = new Map<string, string[]>();
  for (const { namespace, name, entries } of [...byName.values()].sort((a, b) =>
    `${a.namespace}.${a.name}`.localeCompare(`${b.namespace}.${b.name}`),
  )) {
    const paths = [...new Set(entries.map((entry) => entry.path))];
    const methods = [...new Set(entries.map((entry) => entry.method))].join('|');
    const doc = `    /** ${methods} ${paths.join(', ')} → ${entries[0].handler} */`;
    let helper: string;
    if (paths[0] === CONTENT_CATCH_ALL) {
      // For a page named by data (a CRM's slug in props); links written in code use `routes.pages.*`.
      helper = `${name}: (path: string, query?: RouteQuery) => withQuery(\`/\${segments(path)}\`, query)`;
    } else if (paths.length > 1) {
      // One handler, several addresses (e.g. the sign-in pages): the caller names the one it means.
      if (paths.some((path) => paramsOf(path).length > 0))
        throw new Error(`${entries[0].handler}: several paths with parameters are not supported`);
      const union = paths.map((path) => `'${path}'`).join(' | ');
      helper = `${name}: (path: ${union}, query?: RouteQuery) => withQuery(path, query)`;
    } else {
      const params = paramsOf(paths[0]).map(
        (param) => `${param.name}: ${param.wildcard ? 'string' : 'RouteParam'}`,
      );
      helper = `${name}: (${[...params, 'query?: RouteQuery'].join(', ')}) => withQuery(${urlExpression(paths[0])}, query)`;
    }
    namespaces.set(namespace, [...(namespaces.get(namespace) ?? []), doc, `    ${helper},`]);
  }
  // A named helper per content page, for links written in code; `content.publicPage(path)` takes a path
  // that comes from data (a CRM's slug in props).
  namespaces.set(
    'pages',
    contentPaths.flatMap((path) => [
      `    ${helperNameOfPath(path)}: (query?: RouteQuery) => withQuery('${path}', query),`,
    ]),
  );
  namespaces.set('redirects', [
    '    /** The seeded booking redirect (target: the BOOKING_URL setting); not a controller route. */',
    ...Object.entries(LINKED_REDIRECTS).map(([name, path]) => `    ${name}: () => '${path}',`),
  ]);

  const usesSegments = [...namespaces.values()].some((lines) =>
    lines.some((line) => line.includes('segments(')),
  );
  const usesSegment = [...namespaces.values()].some((lines) =>
    lines.some((line) => line.includes('segment(')),
  );
  const imports = [
    usesSegment && 'segment',
    usesSegments && 'segments',
    'withQuery',
    'type RouteParam',
    'type RouteQuery',
  ].filter(Boolean);
  return [
    '// Generated from the Nest router by test/integration/routes-generated.spec.ts: do not edit.',
    '// `npm run generate` rewrites it after a route or a content page is added, renamed or removed.',
    `import { ${imports.join(', ')} } from './route-builder';`,
    '',
    '/** Every content page the catch-all route serves (content/pages, content/crms, content/migrations). */',
    'export type ContentPagePath =',
    ...contentPaths.map((path, index) => `  | '${path}'${index === contentPaths.length - 1 ? ';' : ''}`),
    '',
    'export const routes = {',
    ...[...namespaces.entries()].flatMap(([namespace, lines]) => [`  ${namespace}: {`, ...lines, '  },']),
    '} as const;',
    '',
  ].join('\n');
}
