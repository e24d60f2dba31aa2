import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import {
  CourseFrontmatter,
  courseSchema,
  CRM_CATEGORIES,
  crmSchema,
  CrmFrontmatter,
  DOC_FILE_NAME,
  docPageSchema,
  DocPageFrontmatter,
  helpArticleSchema,
  LessonFrontmatter,
  lessonSchema,
  HelpArticleFrontmatter,
  marketingPageSchema,
  MarketingPageFrontmatter,
  migrationSchema,
  MigrationFrontmatter,
} from './content-schemas';
import { ContentValidationError } from './content-validation-error';
import { loadedContent } from './loaded-content';
import { renderMarkdown, RenderedMarkdown } from './markdown';
import { routes } from '@shared/routes';

export { ContentValidationError };

export interface Crm extends CrmFrontmatter {
  body: RenderedMarkdown;
}
export interface HelpArticle extends HelpArticleFrontmatter {
  slug: string;
  path: string;
  body: RenderedMarkdown;
}
export interface DocPage extends DocPageFrontmatter {
  slug: string;
  path: string;
  body: RenderedMarkdown;
}
/** A downloadable template of the documentation area (content/doc-files/). */
export interface DocFile {
  name: string;
  contentType: 'text/csv' | 'text/markdown';
  text: string;
}
export interface MigrationGuide extends MigrationFrontmatter {
  body: RenderedMarkdown;
}
export interface MarketingPage extends MarketingPageFrontmatter {
  body: RenderedMarkdown | null;
}

export interface Lesson extends LessonFrontmatter {
  slug: string;
  path: string;
  body: RenderedMarkdown;
}
/** A course of the training area (content/training/<slug>/): its lessons in order. */
export interface Course extends CourseFrontmatter {
  slug: string;
  path: string;
  intro: RenderedMarkdown;
  lessons: Lesson[];
}

export interface SiteContent {
  crms: Crm[];
  helpArticles: HelpArticle[];
  docs: DocPage[];
  docFiles: DocFile[];
  courses: Course[];
  migrations: MigrationGuide[];
  pages: MarketingPage[];
}

/**
 * The site's content from `root`, read once per process: it comes from the build and never changes
 * while the server runs (start-up reads it in a thread, preload.ts; ContentService serves that copy).
 */
export function siteContentOnce(root: string): SiteContent {
  const known = loadedContent.get(root);
  if (known) return known;
  const content = loadSiteContent(root);
  loadedContent.set(root, content);
  return content;
}

/** Reads and validates everything under `root` (content/). Throws once, listing every problem found. */
export function loadSiteContent(root: string): SiteContent {
  const problems: string[] = [];
  const read = <T>(file: string, schema: z.ZodType<T>): { data: T; body: string } | null => {
    const shown = relative(process.cwd(), file).split(sep).join('/');
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${shown}: frontmatter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
      return null;
    }
    const result = schema.safeParse(parsed.data);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${shown}: ${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`);
      return null;
    }
    return { data: result.data, body: parsed.content };
  };

  const crms = markdownFiles(join(root, 'crms')).flatMap((file) => {
    const entry = read(file, crmSchema);
    if (!entry) return [];
    expectFileName(file, entry.data.slug, problems);
    return [{ ...entry.data, body: renderMarkdown(entry.body) }];
  });

  const helpArticles = markdownFiles(join(root, 'help')).flatMap((file) => {
    const entry = read(file, helpArticleSchema);
    if (!entry) return [];
    const slug = relative(join(root, 'help'), file).replace(/\.md$/, '').split(sep).join('/');
    if (!slug.startsWith(`${entry.data.category}/`)) {
      problems.push(`${relative(process.cwd(), file)}: category: must match the folder the file is in`);
    }
    return [
      { ...entry.data, slug, path: routes.content.helpArticle(slug), body: renderMarkdown(entry.body) },
    ];
  });

  const docs = markdownFiles(join(root, 'docs')).flatMap((file) => {
    const entry = read(file, docPageSchema);
    if (!entry) return [];
    const slug = relative(join(root, 'docs'), file).replace(/\.md$/, '').split(sep).join('/');
    if (!slug.startsWith(`${entry.data.section}/`))
      problems.push(`${relative(process.cwd(), file)}: section: must match the folder the file is in`);
    return [{ ...entry.data, slug, path: routes.content.docsPage(slug), body: renderMarkdown(entry.body) }];
  });
  const docFiles = docFilesIn(join(root, 'doc-files'), problems);

  const courses = coursesIn(join(root, 'training'), read, problems);

  const migrations = markdownFiles(join(root, 'migrations')).flatMap((file) => {
    const entry = read(file, migrationSchema);
    if (!entry) return [];
    expectFileName(file, entry.data.slug, problems);
    return [{ ...entry.data, body: renderMarkdown(entry.body) }];
  });

  const pages = markdownFiles(join(root, 'pages')).flatMap((file) => {
    const entry = read(file, marketingPageSchema);
    if (!entry) return [];
    const expected = routes.content.publicPage(
      relative(join(root, 'pages'), file)
        .replace(/(\/|^)index\.md$|\.md$/, '')
        .split(sep)
        .join('/'),
    );
    if (entry.data.path !== expected) {
      problems.push(
        `${relative(process.cwd(), file)}: path: must be "${expected}" to match the file's place`,
      );
    }
    return [{ ...entry.data, body: entry.body.trim() ? renderMarkdown(entry.body) : null }];
  });

  const content = { crms, helpArticles, docs, docFiles, courses, migrations, pages };
  problems.push(
    ...crossReferenceProblems(content, relative(process.cwd(), root).split(sep).join('/') || '.'),
  );
  if (problems.length > 0) throw new ContentValidationError(problems);
  return content;
}

function crossReferenceProblems(
  { crms, helpArticles, docs, docFiles, courses, migrations, pages }: SiteContent,
  root: string,
): string[] {
  const problems: string[] = [];
  const pagePaths = new Set(pages.map((page) => page.path));
  for (const course of courses) {
    const sessionPage = `${routes.pages.crmMasteryProgramSessions()}/${course.session}`;
    if (!pagePaths.has(sessionPage))
      problems.push(
        `${root}/training/${course.slug}/course.md: session: no programme page at ${sessionPage}`,
      );
  }
  const fileNames = new Set(docFiles.map((file) => file.name));
  for (const doc of docs)
    for (const download of doc.downloads)
      if (!fileNames.has(download.file))
        problems.push(
          `${root}/docs/${doc.slug}.md: downloads: no file ${download.file} in ${root}/doc-files`,
        );
  for (const category of CRM_CATEGORIES) {
    if (!pagePaths.has(routes.content.crmCategory(category)))
      problems.push(
        `${root}/pages/crm/${category}.md: missing: the /crm/${category} category page needs this file`,
      );
  }
  const crmSlugs = new Set<string>();
  for (const crm of crms) {
    for (const slug of [crm.slug, ...crm.aliases]) {
      if (crmSlugs.has(slug))
        problems.push(`${root}/crms/${crm.slug}.md: aliases: "${slug}" is used by another CRM`);
      crmSlugs.add(slug);
    }
  }
  for (const guide of migrations) {
    for (const side of ['from', 'to'] as const) {
      if (!crmSlugs.has(guide[side]))
        problems.push(
          `${root}/migrations/${guide.slug}.md: ${side}: no CRM "${guide[side]}" in content/crms`,
        );
    }
  }
  const articlePaths = new Set(helpArticles.map((article) => article.path));
  for (const article of helpArticles) {
    for (const path of article.related) {
      if (!articlePaths.has(path))
        problems.push(`${root}/help/${article.slug}.md: related: no article at ${path}`);
    }
  }
  return problems;
}

type ReadFile = <T>(file: string, schema: z.ZodType<T>) => { data: T; body: string } | null;

/** A lesson file's slug: its name without the ordering prefix (`02-logging-activities.md` → `logging-activities`). */
const LESSON_FILE = /^\d{2}-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
/** Course paths the training routes use themselves: no lesson may take them. */
const RESERVED_LESSON_SLUGS = new Set(['summary', 'certificate', 'certificate.pdf']);

/**
 * The training area's courses: a folder per course with `course.md` and its lessons. A course needs
 * at least one lesson; lessons' `order` must be distinct and match their file's prefix.
 */
function coursesIn(directory: string, read: ReadFile, problems: string[]): Course[] {
  if (!existsSync(directory)) return [];
  const shown = (file: string) => relative(process.cwd(), file).split(sep).join('/');
  return readdirSync(directory)
    .filter((name) => statSync(join(directory, name)).isDirectory())
    .sort()
    .flatMap((slug) => {
      const folder = join(directory, slug);
      const courseFile = join(folder, 'course.md');
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        problems.push(`${shown(folder)}: must be a lower-case hyphenated folder name`);
        return [];
      }
      if (!existsSync(courseFile)) {
        problems.push(`${shown(courseFile)}: missing: every course folder needs a course.md`);
        return [];
      }
      const course = read(courseFile, courseSchema);
      const lessons = readdirSync(folder)
        .filter((name) => name.endsWith('.md') && name !== 'course.md')
        .sort()
        .flatMap((name): Lesson[] => {
          const file = join(folder, name);
          const match = LESSON_FILE.exec(name);
          if (!match || RESERVED_LESSON_SLUGS.has(match[1])) {
            problems.push(
              `${shown(file)}: must be named like 01-lesson-slug.md (not summary or certificate)`,
            );
            return [];
          }
          const entry = read(file, lessonSchema);
          if (!entry) return [];
          if (entry.data.order !== Number(name.slice(0, 2)))
            problems.push(
              `${shown(file)}: order: must be ${Number(name.slice(0, 2))}, as the file name says`,
            );
          return [
            {
              ...entry.data,
              slug: match[1],
              path: routes.training.lesson(slug, match[1]),
              body: renderMarkdown(entry.body),
            },
          ];
        });
      if (!course) return [];
      if (lessons.length === 0) problems.push(`${shown(folder)}: a course needs at least one lesson`);
      if (new Set(lessons.map((lesson) => lesson.order)).size !== lessons.length)
        problems.push(`${shown(folder)}: two lessons have the same order`);
      return [
        {
          ...course.data,
          slug,
          path: routes.training.course(slug),
          intro: renderMarkdown(course.body),
          lessons,
        },
      ];
    })
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** The templates docs pages offer: CSV and Markdown files, read once at start-up. */
function docFilesIn(directory: string, problems: string[]): DocFile[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      if (!DOC_FILE_NAME.test(name)) {
        problems.push(
          `${relative(process.cwd(), join(directory, name))}: must be a .csv or .md file with a lower-case hyphenated name`,
        );
        return [];
      }
      const text = readFileSync(join(directory, name), 'utf8');
      return [{ name, contentType: name.endsWith('.csv') ? 'text/csv' : 'text/markdown', text } as DocFile];
    });
}

function expectFileName(file: string, slug: string, problems: string[]): void {
  if (!file.endsWith(`${sep}${slug}.md`))
    problems.push(`${relative(process.cwd(), file)}: slug: must equal the file name ("${slug}.md")`);
}

function markdownFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) return markdownFiles(path);
      return name.endsWith('.md') ? [path] : [];
    });
}
