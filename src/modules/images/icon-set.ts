import { createHash } from 'node:crypto';
import { icons as lucide } from '@iconify-json/lucide';

/** The icon set the site draws with (Lucide, through lucide-react); its Iconify JSON is `@iconify-json/lucide`. */
export const ICON_COLLECTION = 'lucide';
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One icon: its SVG markup inside a viewBox of the set's size, and any transformation. */
export interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  rotate?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}

/** The parts of an Iconify icon-set file this reads. */
interface IconifyJSON {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, Partial<IconifyIcon> & { parent: string }>;
}

/** The icons asked for, in Iconify's JSON format (https://iconify.design/docs/types/iconify-json.html). */
export interface IconSubset {
  prefix: string;
  width: number;
  height: number;
  icons: Record<string, IconifyIcon>;
}

/**
 * Lucide's icons as Iconify JSON, for `/api/_nuxt_icon/lucide.json?icons=a,b` (the endpoint the
 * spec's icon component calls). The set is read once, when the server starts; an alias answers
 * under its own name with its parent's markup and its own transformations.
 */
export class IconSet {
  private readonly set: IconifyJSON = lucide;

  static isName(name: string): boolean {
    return name.length <= 64 && ICON_NAME.test(name);
  }

  private icon(name: string, depth = 0): IconifyIcon | undefined {
    const own = this.set.icons[name];
    if (own) return own;
    const alias = this.set.aliases?.[name];
    if (!alias || depth > 3) return undefined;
    const { parent, ...transformations } = alias;
    const base = this.icon(parent, depth + 1);
    return base && { ...base, ...transformations };
  }

  has(name: string): boolean {
    return this.icon(name) !== undefined;
  }

  subset(names: string[]): { set: IconSubset; etag: string } {
    const icons = Object.fromEntries(names.map((name) => [name, this.icon(name)!]));
    const set = {
      prefix: ICON_COLLECTION,
      width: this.set.width ?? 16,
      height: this.set.height ?? 16,
      icons,
    };
    const etag = `"${createHash('sha256').update(JSON.stringify(set)).digest('base64url').slice(0, 27)}"`;
    return { set, etag };
  }
}
