import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGES, type PageName } from '@shared/pages';

/**
 * Bundle budgets (issue 18), on the production client build: what each public page loads, gzip
 * level 9, the way `ViteManifestAssets.tagsFor` lists it (the entry, the app it loads after the first paint,
 * the page's chunk and their static imports).
 * Sizes are deterministic for a given build, so these are assertions, not benchmarks.
 *
 * The targets (issue 33): 140 KB of JavaScript for `/`, 160 KB for any public page. React 19's DOM
 * renderer is 63 KB of that and the official Inertia client (`@inertiajs/react` with `@inertiajs/core`)
 * about 35 KB; Recharts (90 KB) comes on demand, after the page, on the pages that draw a chart.
 */
const BUDGET_KB = { homeJs: 140, pageJs: 160, css: 25 };
/** A client's own pages that draw a radar chart: they load Recharts after the page is up. */
const CHART_PAGES = ['assessment/show-score', 'assessment/report', 'assessment/simple-view'];
/**
 * Strings only admin code carries (the admin navigation, TanStack Table), and Recharts'. Not admin URLs:
 * the typed route table (shared/routes.generated.ts) names every route, admin ones included, as robots.txt does.
 */
const ADMIN_ONLY_MARKERS = ['Sign-in activity', 'one row per distinct error', 'getCoreRowModel'];
/** The typed route table every page shares: its cost, gzipped, is watched here. */
const ROUTE_TABLE_BUDGET_BYTES = 4 * 1024;
const CHART_MARKER = 'recharts-surface';

const CLIENT = 'dist/client';
interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length / 1024;

function closure(keys: string[], seen = new Set<string>()): Chunk[] {
  return keys.flatMap((key) => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    return [manifest[key], ...closure(manifest[key].imports ?? [], seen)];
  });
}

const publicPages = (Object.entries(PAGES) as Array<[PageName, string]>)
  .filter(([, layout]) => layout !== 'admin')
  .map(([name]) => name);

function loadedBy(page: PageName) {
  const chunks = closure(['frontend/app.tsx', 'frontend/boot.tsx', `frontend/pages/${page}.tsx`]);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return {
    chunks,
    js: chunks.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0),
    css: css.reduce((sum, file) => sum + gzipKb(file), 0),
  };
}

describe('bundle budgets (production client build)', () => {
  const table = publicPages.map((page) => ({ page, ...loadedBy(page) }));

  afterAll(() => {
    console.log(
      ['page                                      JS KB   CSS KB']
        .concat(
          table.map(
            (row) =>
              `${row.page.padEnd(40)}${row.js.toFixed(1).padStart(7)}${row.css.toFixed(1).padStart(9)}`,
          ),
        )
        .join('\n'),
    );
  });

  it('every page is its own chunk, loaded on demand', () => {
    const app = manifest['frontend/boot.tsx'];
    for (const page of Object.keys(PAGES)) {
      const key = `frontend/pages/${page}.tsx`;
      expect([key, Boolean(manifest[key])]).toEqual([key, true]);
      expect(app.dynamicImports).toContain(key);
      expect(app.imports ?? []).not.toContain(key);
    }
  });

  it('evaluates nothing but a small loader before the first paint (the app comes after it)', () => {
    const entry = manifest['frontend/app.tsx'];
    expect(entry.imports ?? []).toEqual([]);
    expect(entry.dynamicImports).toContain('frontend/boot.tsx');
    expect(gzipKb(entry.file)).toBeLessThan(2);
  });

  it(`keeps / within ${BUDGET_KB.homeJs} KB of JavaScript and every other public page within ${BUDGET_KB.pageJs} KB`, () => {
    const home = table.find((row) => row.page === 'content/home');
    expect(home!.js).toBeLessThanOrEqual(BUDGET_KB.homeJs);
    const over = table
      .filter((row) => row.js > BUDGET_KB.pageJs)
      .map((row) => `${row.page}: ${row.js.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it(`keeps each public page's CSS within ${BUDGET_KB.css} KB`, () => {
    expect(table.filter((row) => row.css > BUDGET_KB.css).map((row) => row.page)).toEqual([]);
  });

  it(`keeps the shared route table under ${ROUTE_TABLE_BUDGET_BYTES / 1024} KB gzipped`, () => {
    const chunk = table.flatMap((row) => row.chunks).find((c) => c.file.includes('routes.generated'));
    expect(chunk).toBeDefined();
    expect(gzipSync(readFileSync(join(CLIENT, chunk!.file))).length).toBeLessThan(ROUTE_TABLE_BUDGET_BYTES);
  });

  it('never loads admin code on a public page, and Recharts only on demand on the chart pages', () => {
    const leaks = table.flatMap((row) =>
      row.chunks.flatMap((chunk) => {
        const code = readFileSync(join(CLIENT, chunk.file), 'utf8');
        return [...ADMIN_ONLY_MARKERS, CHART_MARKER]
          .filter((marker) => code.includes(marker))
          .map((marker) => `${row.page} loads ${chunk.file} (${marker})`);
      }),
    );
    expect(leaks).toEqual([]);
    // The chart pages reach Recharts through a dynamic import.
    for (const page of CHART_PAGES) {
      const lazyChunks = closure(
        closure([`frontend/pages/${page}.tsx`]).flatMap((chunk) => chunk.dynamicImports ?? []),
      );
      const lazyCode = lazyChunks.map((chunk) => readFileSync(join(CLIENT, chunk.file), 'utf8')).join('\n');
      expect([page, lazyCode.includes(CHART_MARKER)]).toEqual([page, true]);
    }
    // The markers are real: each is in the code of some back-office page.
    const adminCode = (Object.keys(PAGES) as PageName[])
      .filter((page) => !publicPages.includes(page))
      .flatMap((page) => closure([`frontend/pages/${page}.tsx`]))
      .map((chunk) => readFileSync(join(CLIENT, chunk.file), 'utf8'))
      .join('\n');
    for (const marker of [...ADMIN_ONLY_MARKERS, CHART_MARKER])
      expect([marker, adminCode.includes(marker)]).toEqual([marker, true]);
  });
});

describe('the SSR bundle', () => {
  it('renders links with ServerLink, keeps Lucide icons and closed tooltips (frontend/ssr); the browser bundle has the packages’ own', () => {
    const ssr = readFileSync('dist/ssr/ssr.cjs', 'utf8');
    expect(ssr).toMatch(/function ServerLink\(/);
    expect(ssr).toMatch(/renderLucideIcon = /);
    // Radix's tooltip names the event that closes the others when one opens; the substitute opens none.
    expect(ssr).not.toContain('tooltip.open');
    const clientFiles = Object.values(manifest).map((chunk) =>
      readFileSync(join(CLIENT, chunk.file), 'utf8'),
    );
    // The official Link's own name for itself, which ServerLink never uses.
    expect(clientFiles.some((source) => source.includes('InertiaLink'))).toBe(true);
    expect(clientFiles.some((source) => source.includes('ServerLink'))).toBe(false);
    expect(clientFiles.some((source) => source.includes('tooltip.open'))).toBe(true);
  });
});
