import { Worker } from 'node:worker_threads';
import { threadScript } from '@common/workers/thread-script';
import type { SiteContent } from './content-loader';
import { CONTENT_SNAPSHOT_FILE, readContentSnapshot } from './content-snapshot';
import { ContentValidationError } from './content-validation-error';
import { loadedContent } from './loaded-content';

export type ContentThreadReply = { content: SiteContent } | { problems: string[] } | { error: string };

/**
 * The site's content for start-up, before the application's modules load: the build's read of it
 * when neither the content nor the loader has changed since (content-snapshot.ts), else read and
 * checked in a thread of its own, so that parsing the markdown (0.3 s) runs beside that loading
 * instead of after it (docs/performance.md, "Start-up"). Resolves once `siteContentOnce(root)` has
 * the result; rejects with the ContentValidationError an editor's mistake gives. The module's
 * start-up entry: it loads no parsing library on the main thread.
 */
export function preloadSiteContent(root: string, snapshotFile = CONTENT_SNAPSHOT_FILE): Promise<void> {
  const built = readContentSnapshot(root, snapshotFile);
  if (built) {
    loadedContent.set(root, built);
    return Promise.resolve();
  }
  const { filename, execArgv } = threadScript(__filename, 'content-loader-thread');
  const thread = new Worker(filename, { workerData: root, execArgv });
  return new Promise<void>((resolve, reject) => {
    thread.once('message', (reply: ContentThreadReply) => {
      if ('content' in reply) {
        loadedContent.set(root, reply.content);
        resolve();
      } else if ('problems' in reply) reject(new ContentValidationError(reply.problems));
      else reject(new Error(`Reading the site's content failed: ${reply.error}`));
    });
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`The content thread ended (exit code ${code})`)));
  });
}
