import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_APP, CLIENT_ENTRY, ViteManifestAssets } from './vite-assets';

/** A manifest shaped like Vite's: a small entry, the app it imports after the paint, pages on demand. */
const MANIFEST = {
  [CLIENT_ENTRY]: {
    file: 'assets/app-1.js',
    isEntry: true,
    css: ['assets/app-1.css'],
    assets: ['assets/inter-latin-wght-normal-1.woff2', 'assets/inter-greek-wght-normal-1.woff2'],
    dynamicImports: [CLIENT_APP],
  },
  [CLIENT_APP]: {
    file: 'assets/boot-1.js',
    imports: ['_react-dom-1.js', CLIENT_ENTRY],
    dynamicImports: ['frontend/pages/content/home.tsx'],
  },
  '_react-dom-1.js': { file: 'assets/react-dom-1.js' },
  '_button-1.js': { file: 'assets/button-1.js', imports: ['_react-dom-1.js'] },
  'frontend/pages/content/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_button-1.js'],
    css: ['assets/home-1.css'],
  },
};

describe('ViteManifestAssets', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'vite-assets-'));
    mkdirSync(join(outDir, '.vite'));
    writeFileSync(join(outDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('puts only what paints the page in the head: the Latin font and the stylesheets', () => {
    const { head } = new ViteManifestAssets(outDir).tagsFor('content/home');
    expect(head).toBe(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-1.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="stylesheet" href="/assets/app-1.css"><link rel="stylesheet" href="/assets/home-1.css">',
    );
    expect(head).not.toContain('modulepreload');
  });

  it("lists the app's and the page's modules on the entry script, each once, for after the first paint", () => {
    const { body } = new ViteManifestAssets(outDir).tagsFor('content/home');
    expect(body).toBe(
      '<script type="module" src="/assets/app-1.js" ' +
        'data-modules="/assets/boot-1.js /assets/react-dom-1.js /assets/home-1.js /assets/button-1.js" ' +
        'fetchpriority="low"></script>',
    );
  });

  it('a component without a chunk of its own gets the app alone', () => {
    const { body } = new ViteManifestAssets(outDir).tagsFor('errors/missing');
    expect(body).toContain('data-modules="/assets/boot-1.js /assets/react-dom-1.js"');
  });
});
