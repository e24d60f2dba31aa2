// First: a worker thread has its own module loader, and Node's compile cache must be enabled in it too.
import '../../compile-cache';
import { parentPort, workerData } from 'node:worker_threads';
import { loadSiteContent } from './content-loader';
import { ContentValidationError } from './content-validation-error';
import type { ContentThreadReply } from './preload';

/** Start-up's content read (preload.ts), beside the main thread that meanwhile loads the application. */
let reply: ContentThreadReply;
try {
  reply = { content: loadSiteContent(workerData as string) };
} catch (error) {
  reply =
    error instanceof ContentValidationError
      ? { problems: error.problems }
      : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort!.postMessage(reply);
