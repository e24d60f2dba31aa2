import { Worker } from 'node:worker_threads';
import { threadScript } from '@common/workers/thread-script';
import type { SiteContent } from './content-loader';
import { ContentValidationError } from './content-validation-error';
import { loadedContent } from './loaded-content';

export type ContentThreadReply = { content: SiteContent } | { problems: string[] } | { error: string };

/**
 * Reads and checks the site's content in a thread of its own, started by main.ts before the
 * application's modules load: parsing the markdown (0.3 s) then runs beside that loading instead of
 * after it (docs/performance.md, "Start-up"). Resolves once `siteContentOnce(root)` has the result;
 * rejects with the ContentValidationError an editor's mistake gives. The module's start-up entry:
 * it loads no parsing library on the main thread.
 */
export function preloadSiteContent(root: string): Promise<void> {
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
