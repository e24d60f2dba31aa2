/**
 * What others may use of content: its module, and the loader the build runs to check content (and
 * keep what it read for the server's starts).
 * (main.ts starts the content read through preload.ts, the module's start-up entry.)
 */
export { ContentModule, ContentPagesModule } from './content.module';
export { ContentValidationError, loadSiteContent } from './content-loader';
export { loaderCodeFiles, writeContentSnapshot } from './content-snapshot';
export { RedirectsService } from './redirects.service';
export type { RedirectRecord } from './redirects.service';
export { RedirectDto } from './dto/redirect.dto';
export { renderMarkdown } from './markdown';
export type { RenderedMarkdown } from './markdown';
export { ContentService } from './content.service';
export type { Course, Lesson } from './content-loader';
export type { QuizQuestion } from './content-schemas';
export { PUBLIC_PAGE } from './public-pages';
