import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'frontend/app.tsx';
/** The app itself, which the entry imports once the page has painted (frontend/app.tsx). */
export const CLIENT_APP = 'frontend/boot.tsx';
/**
 * The font file every page's text needs first (Inter, Latin subset): preloaded, so the browser fetches
 * it with the stylesheet instead of after it (the other subsets load only for text that needs them).
 */
const PRELOADED_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;
export const CLIENT_OUT_DIR = 'dist/client';

export interface AssetTags {
  /** The font preload and stylesheets for the head (no flash of unstyled content). */
  head: string;
  /** The entry script, at the end of the body, with the modules the page needs (`data-modules`). */
  body: string;
}

/** Reads Vite's client manifest once and answers which files a given page needs. */
export class ViteManifestAssets {
  private readonly manifest: Manifest;
  /** A page's tags, worked out on its first visit: the manifest does not change while the server runs. */
  private readonly tags = new Map<string, AssetTags>();

  constructor(outDir = CLIENT_OUT_DIR) {
    const file = resolve(outDir, '.vite/manifest.json');
    if (!existsSync(file)) {
      throw new Error(`Client build not found (${file}). Run "npm run build" first.`);
    }
    this.manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  }

  tagsFor(component: string): AssetTags {
    let tags = this.tags.get(component);
    if (!tags) this.tags.set(component, (tags = this.tagsFromManifest(component)));
    return tags;
  }

  private tagsFromManifest(component: string): AssetTags {
    const entry = this.manifest[CLIENT_ENTRY];
    if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest`);
    const pageKey = `frontend/pages/${component}.tsx`;
    const chunks = this.collect([CLIENT_ENTRY, CLIENT_APP, pageKey]);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const preloads = chunks.map((chunk) => chunk.file).filter((file) => file !== entry.file);
    const fonts = (entry.assets ?? []).filter((file) => PRELOADED_FONT.test(file));
    // The page is server-rendered, so its scripts only hydrate it: the head asks for what paints it (the
    // font and the stylesheet) and nothing else. The app's modules are listed on the entry script, which
    // asks for them all at once after the first paint (frontend/app.tsx). Fetched from the head, even at low
    // priority, they shared a phone's slow connection with the paint (Lighthouse's simulated largest paint
    // waited for every one of them, docs/performance.md).
    const head = [
      ...fonts.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`),
      ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ].join('');
    const modules = preloads
      .map((file) => ` /${file}`)
      .join('')
      .trim();
    return {
      head,
      body: `<script type="module" src="/${entry.file}" data-modules="${modules}" fetchpriority="low"></script>`,
    };
  }

  /** The chunks named plus everything they import, each once. */
  private collect(keys: string[], seen = new Set<string>()): ManifestChunk[] {
    const chunks: ManifestChunk[] = [];
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) continue;
      chunks.push(chunk, ...this.collect(chunk.imports ?? [], seen));
    }
    return chunks;
  }
}
