import { AppConfig } from '@config/app-config';
import { ContentValidationError, loadSiteContent } from '@modules/content';

/**
 * The last step of `npm run build`: reads content/ (or CONTENT_DIR, through AppConfig) as the server will, so a broken
 * CRM file, help article, documentation page or lesson fails the build with every problem named,
 * not the first start in production.
 */
try {
  const content = loadSiteContent(AppConfig.fromEnvironment(undefined, { WORKERS: 'off' }).contentDir);
  const lessons = content.courses.reduce((sum, course) => sum + course.lessons.length, 0);
  process.stdout.write(
    `content: ${content.pages.length} pages, ${content.crms.length} CRMs, ${content.helpArticles.length} help articles, ${content.docs.length} documentation pages, ${content.courses.length} courses of ${lessons} lessons\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof ContentValidationError ? error.message : String(error)}\n`);
  process.exit(1);
}
