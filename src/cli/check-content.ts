import { AppConfig } from '@config/app-config';
import {
  ContentValidationError,
  loadSiteContent,
  loaderCodeFiles,
  writeContentSnapshot,
} from '@modules/content';

/**
 * The last step of `npm run build`: reads content/ (or CONTENT_DIR, through AppConfig) as the server will, so a broken
 * CRM file, help article, documentation page or lesson fails the build with every problem named,
 * not the first start in production. What it read is kept for the server's starts (content-snapshot.ts).
 */
try {
  const { contentDir } = AppConfig.fromEnvironment(undefined, { WORKERS: 'off' });
  const content = loadSiteContent(contentDir);
  writeContentSnapshot(contentDir, content, loaderCodeFiles());
  const lessons = content.courses.reduce((sum, course) => sum + course.lessons.length, 0);
  process.stdout.write(
    `content: ${content.pages.length} pages, ${content.crms.length} CRMs, ${content.helpArticles.length} help articles, ${content.docs.length} documentation pages, ${content.courses.length} courses of ${lessons} lessons\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof ContentValidationError ? error.message : String(error)}\n`);
  process.exit(1);
}
