import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSiteContent } from './content-loader';
import { readContentSnapshot, writeContentSnapshot } from './content-snapshot';
import { loadedContent } from './loaded-content';
import { preloadSiteContent } from './preload';

describe('the build’s read of the content, for the server’s starts', () => {
  let folder: string;
  let root: string;
  let snapshot: string;
  let loaderCode: string;
  // The module object itself (an `import * as` copy would not see preload.ts's calls); each thread
  // still starts, counted.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const workerThreads = require('node:worker_threads') as typeof import('node:worker_threads');
  const { Worker } = workerThreads;
  const threads = jest
    .spyOn(workerThreads, 'Worker')
    .mockImplementation((...args: ConstructorParameters<typeof Worker>) => new Worker(...args));

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'content-snapshot-'));
    root = join(folder, 'content');
    snapshot = join(folder, 'content-snapshot.bin');
    loaderCode = join(folder, 'content-loader.js');
    cpSync('content', root, { recursive: true });
    writeFileSync(loaderCode, '// the loader as built\n');
    writeContentSnapshot(root, loadSiteContent(root), [loaderCode], snapshot);
    threads.mockClear();
  });
  afterEach(() => {
    loadedContent.clear();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is what start-up uses when nothing has changed: the same content, and no thread', async () => {
    await preloadSiteContent(root, snapshot);
    expect(threads).not.toHaveBeenCalled();
    // Deep equality: dates stay Dates.
    expect(loadedContent.get(root)).toEqual(loadSiteContent(root));
  });

  it('is set aside when a content file changed since, and the thread reads the new text', async () => {
    const article = join(root, 'help', 'reporting', 'forecasting-basics.md');
    appendFileSync(article, '\nA sentence added after the build.\n');
    expect(readContentSnapshot(root, snapshot)).toBeNull();
    await preloadSiteContent(root, snapshot);
    expect(threads).toHaveBeenCalledTimes(1);
    const help = loadedContent
      .get(root)!
      .helpArticles.find((entry) => entry.slug === 'reporting/forecasting-basics');
    expect(help?.body.html).toContain('A sentence added after the build.');
  }, 30_000);

  it('is set aside when a file is added to the content, or the loader’s code changed', () => {
    writeFileSync(join(root, 'help', 'zz-new.md'), 'not checked yet');
    expect(readContentSnapshot(root, snapshot)).toBeNull();
    rmSync(join(root, 'help', 'zz-new.md'));
    expect(readContentSnapshot(root, snapshot)).not.toBeNull();
    appendFileSync(loaderCode, '// another build\n');
    expect(readContentSnapshot(root, snapshot)).toBeNull();
    rmSync(loaderCode);
    expect(readContentSnapshot(root, snapshot)).toBeNull();
  });

  it('is ignored when cut short, missing or not a snapshot, and start-up reads the content itself', async () => {
    writeFileSync(snapshot, 'not a snapshot');
    expect(readContentSnapshot(root, snapshot)).toBeNull();
    expect(readContentSnapshot(root, join(folder, 'missing.bin'))).toBeNull();
    await preloadSiteContent(root, snapshot);
    expect(threads).toHaveBeenCalledTimes(1);
    expect(loadedContent.get(root)).toEqual(loadSiteContent(root));
  }, 30_000);
});
