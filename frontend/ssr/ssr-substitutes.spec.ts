import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINK_VISIT_PROPS } from './link-visit-props';

interface Rendered {
  name: string;
  official: string;
  ours: string;
  oursAgain?: string;
}

/**
 * The SSR bundle renders links and icons with its own components (vite.config.ts): the markup must be
 * what the packages' own components give, or hydration would differ from the server's page.
 */
describe('the SSR bundle’s substitutes render what the packages’ components do', () => {
  let rendered: {
    links: Rendered[];
    icons: Rendered[];
    tooltips: Rendered[];
    tooltipExports: { official: string[]; ours: string[] };
  };
  beforeAll(() => {
    // In Node itself: the packages are ES modules (Inertia's exports only for `import`), which Jest's
    // module loader cannot load.
    const output = execFileSync(
      process.execPath,
      ['--conditions=import', '--import', 'tsx', 'frontend/ssr/ssr-markup-cases.ts'],
      { encoding: 'utf8' },
    );
    rendered = JSON.parse(output) as typeof rendered;
  }, 30_000);

  it('ServerLink: the same markup for every kind of link the site renders', () => {
    expect(rendered.links.length).toBeGreaterThan(20);
    for (const { name, official, ours } of rendered.links)
      expect({ name, html: ours }).toEqual({ name, html: official });
    // The cases reach each branch: anchors with URLs, buttons, other elements.
    const all = rendered.links.map((result) => result.official).join('');
    expect(all).toContain('<a href="/admin/leads?page=2&amp;status=new&amp;tags[]=a&amp;tags[]=b"');
    expect(all).toContain('<button type="button"');
    expect(all).toContain('<span><span class="label">');
  });

  it('ServerLink leaves out exactly the props the installed official Link keeps out of its markup', () => {
    const source = readFileSync(join('node_modules', '@inertiajs', 'react', 'dist', 'index.js'), 'utf8');
    const start = source.indexOf('var Link = forwardRef');
    const parameters = source.slice(source.indexOf('({', start) + 2, source.indexOf('}, ref) =>', start));
    const names = [...parameters.matchAll(/^\s*(\w+)(?:\s*=|,|$)/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(25);
    expect(new Set([...names, 'ref'])).toEqual(LINK_VISIT_PROPS);
  });

  it('the kept Lucide icons: the same markup the first time and every time after', () => {
    expect(rendered.icons.length).toBeGreaterThan(20);
    for (const { name, official, ours, oursAgain } of rendered.icons) {
      expect({ name, html: ours }).toEqual({ name, html: official });
      expect({ name, html: oursAgain }).toEqual({ name, html: official });
    }
    // Different props give different icons (nothing kept under the wrong key).
    const chevrons = new Set(
      rendered.icons.filter((icon) => icon.name.startsWith('chevron-down')).map((icon) => icon.ours),
    );
    expect(chevrons.size).toBe(8);
  });

  it('Radix tooltips: the closed markup of the package’s own parts, for every kind of trigger', () => {
    expect(rendered.tooltips.length).toBeGreaterThan(6);
    for (const { name, official, ours } of rendered.tooltips)
      expect({ name, html: ours }).toEqual({ name, html: official });
    expect(rendered.tooltips.map((result) => result.official).join('')).toContain(
      'class="outer inner" data-state="closed"',
    );
    // Every part the package exports but its scope helper, which the site never calls.
    expect(rendered.tooltipExports.ours).toEqual(
      rendered.tooltipExports.official.filter((name) => name !== 'createTooltipScope'),
    );
  });

  it('the site’s tooltips never open by props (the substitute renders a closed one only)', () => {
    const files = (readdirSync('frontend', { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith('ssr/'),
    );
    const importers = files.filter((file) =>
      readFileSync(join('frontend', file), 'utf8').includes("'@radix-ui/react-tooltip'"),
    );
    expect(importers).toEqual([join('components', 'ui', 'tooltip.tsx')]);
    const source = readFileSync(join('frontend', importers[0]), 'utf8');
    expect(source).toContain('<TooltipPrimitive.Root>');
    expect(source).not.toMatch(/\b(defaultOpen|open)=/);
  });
});
