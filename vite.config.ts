import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const frontendDir = fileURLToPath(new URL('./frontend', import.meta.url));
const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));

/**
 * The chunks the entry and the app load statically: every page is already running with them, so a page's
 * dynamic import need not list them for preloading. Listing them cost each of the ~150 pages a
 * dozen file references in the entry chunk (measured 27 Nov 2026: 0.6 KB gzip of `/`'s 140 KB).
 * Filled in generateBundle before Vite's import analysis (which calls resolveDependencies) runs.
 */
const loadedWithEntry = new Set<string>();
const entryClosure: Plugin = {
  name: 'crm:entry-closure',
  apply: 'build',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    loadedWithEntry.clear();
    // The entry and the app it imports after the first paint (frontend/app.tsx): both load on every page.
    const pending = Object.values(bundle)
      .filter(
        (output) =>
          output.type === 'chunk' && (output.isEntry || output.facadeModuleId === `${frontendDir}/boot.tsx`),
      )
      .map((output) => output.fileName);
    while (pending.length) {
      const file = pending.pop()!;
      const chunk = bundle[file];
      if (loadedWithEntry.has(file) || chunk?.type !== 'chunk') continue;
      loadedWithEntry.add(file);
      pending.push(...chunk.imports);
    }
  },
};

/**
 * What the SSR build renders differently, with the same markup (frontend/ssr/ssr-substitutes.spec.ts):
 * `@inertiajs/react` is the official package with `Link` rendered by ServerLink, without the client's
 * per-link work (frontend/ssr/server-link.ts; only the shim imports the real package), Lucide's
 * `Icon` keeps each icon's element once rendered (frontend/ssr/lucide-icon.ts), and Radix's tooltips
 * are their closed markup alone (frontend/ssr/radix-tooltip.ts).
 */
const inertiaReactShim = `${frontendDir}/ssr/inertia-react.ts`;
const serverSubstitutes: Plugin = {
  name: 'crm:server-substitutes',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source === './Icon.mjs' && importer?.endsWith('lucide-react/dist/esm/createLucideIcon.mjs'))
      return `${frontendDir}/ssr/lucide-icon.ts`;
    if (source === '@inertiajs/react' && importer !== inertiaReactShim) return inertiaReactShim;
    if (source === '@radix-ui/react-tooltip') return `${frontendDir}/ssr/radix-tooltip.ts`;
    return null;
  },
};

/**
 * One config, two builds: the browser bundle (dist/client, with a manifest the server reads)
 * and `--ssr` (dist/ssr/ssr.cjs, a self-contained CommonJS bundle the NestJS server requires).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), entryClosure, ...(isSsrBuild ? [serverSubstitutes] : [])],
  resolve: { alias: { '@': frontendDir, '@shared': sharedDir } },
  publicDir: 'public',
  // The SSR bundle is self-contained for production; in development Node loads dependencies itself.
  ssr: command === 'build' ? { noExternal: true } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: 'frontend/ssr.tsx', output: { format: 'cjs', entryFileNames: 'ssr.cjs' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        modulePreload: {
          resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedWithEntry.has(dep)),
        },
        rollupOptions: {
          input: 'frontend/app.tsx',
          // React DOM in a chunk of its own: the entry evaluates it in a task of its own before the rest of
          // the app (frontend/app.tsx), instead of one long task for all of it.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // Helpers and the site chrome's icons, a few hundred bytes each, that every page loads: one
                // file for each kind instead of a request (and a gzip header) each.
                { name: 'lib', test: /frontend[\\/]lib[\\/](cn|site)\.ts$|node_modules[\\/]clsx[\\/]/ },
                {
                  name: 'icons',
                  test: /lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](bug|menu|x|chevron-down)\.m?js$/,
                },
              ],
            },
          },
        },
      },
}));
