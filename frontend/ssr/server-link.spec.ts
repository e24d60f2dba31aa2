import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINK_VISIT_PROPS } from './link-visit-props';

interface Rendered {
  name: string;
  official: string;
  ours: string;
}

describe('ServerLink: the SSR bundle’s Link renders what the official one does', () => {
  it('gives the same markup for every kind of link the site renders', () => {
    // In Node itself: the official package is an ES module (exports for `import` only), which Jest's
    // module loader cannot load.
    const output = execFileSync(
      process.execPath,
      ['--conditions=import', '--import', 'tsx', 'frontend/ssr/link-markup.ts'],
      { encoding: 'utf8' },
    );
    const rendered = JSON.parse(output) as Rendered[];
    expect(rendered.length).toBeGreaterThan(20);
    for (const { name, official, ours } of rendered)
      expect({ name, html: ours }).toEqual({ name, html: official });
    // The cases reach each branch: anchors with URLs, buttons, other elements.
    const all = rendered.map((result) => result.official).join('');
    expect(all).toContain('<a href="/admin/leads?page=2&amp;status=new&amp;tags[]=a&amp;tags[]=b"');
    expect(all).toContain('<button type="button"');
    expect(all).toContain('<span><span class="label">');
  }, 30_000);

  it('leaves out exactly the props the installed official Link keeps out of its markup', () => {
    const source = readFileSync(join('node_modules', '@inertiajs', 'react', 'dist', 'index.js'), 'utf8');
    const start = source.indexOf('var Link = forwardRef');
    const parameters = source.slice(source.indexOf('({', start) + 2, source.indexOf('}, ref) =>', start));
    const names = [...parameters.matchAll(/^\s*(\w+)(?:\s*=|,|$)/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(25);
    expect(new Set([...names, 'ref'])).toEqual(LINK_VISIT_PROPS);
  });
});
