/** What others may use of content: its module, and the loader `main.ts` runs to check content before boot. */
export { ContentModule } from './content.module';
export { ContentValidationError, loadSiteContent } from './content-loader';
