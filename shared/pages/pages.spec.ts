import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_NAMES } from './index';

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pageFiles(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the page registry (shared/pages)', () => {
  it('has one entry per page file under frontend/pages, and no entry without a file', () => {
    const root = join(__dirname, '../../frontend/pages');
    const files = pageFiles(root)
      .map((file) => relative(root, file).replace(/\.tsx$/, ''))
      .sort();
    expect([...PAGE_NAMES].sort()).toEqual(files);
  });
});
