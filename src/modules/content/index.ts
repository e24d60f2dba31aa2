/** What others may use of content: its module, and the loader `main.ts` runs to check content before boot. */
export { ContentModule, ContentPagesModule } from './content.module';
export { ContentValidationError, loadSiteContent, siteContentOnce } from './content-loader';
export { RedirectsService } from './redirects.service';
export type { RedirectRecord } from './redirects.service';
export { RedirectDto } from './dto/redirect.dto';
export { renderMarkdown } from './markdown';
export type { RenderedMarkdown } from './markdown';
export { ContentService } from './content.service';
export type { Course, Lesson } from './content-loader';
export type { QuizQuestion } from './content-schemas';
export { PUBLIC_PAGE } from './public-pages';
