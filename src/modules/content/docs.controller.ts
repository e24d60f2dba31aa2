import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ExpensiveRoute } from '@common/rate-limit/rate-limit';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import type { DocPage } from './content-loader';
import { DOC_SECTIONS } from './content-schemas';
import { ContentService } from './content.service';
import { DocsSearchQueryDto } from './dto/docs.dto';
import { notFound, PUBLIC_PAGE, searchLimit } from './public-pages';

const DOC_SEARCHES = searchLimit('docs-searches', 'browse the sections');

const docLink = (doc: DocPage) => ({
  path: doc.path,
  title: doc.title,
  description: doc.description,
  section: doc.section,
});

/**
 * The documentation area (issue 37): playbooks, checklists and templates, a sidebar of sections,
 * previous/next in reading order, search, and the templates as files. Registered before the
 * content catch-all.
 */
@Controller('docs')
export class DocsController {
  constructor(private readonly content: ContentService) {}

  /** The sidebar: every section with its pages, in reading order. */
  private sidebar() {
    return Object.entries(DOC_SECTIONS)
      .map(([id, title]) => ({
        id,
        title,
        pages: this.content
          .docs()
          .filter((doc) => doc.section === id)
          .map(docLink),
      }))
      .filter((section) => section.pages.length > 0);
  }

  @Get()
  @ExpensiveRoute(DOC_SEARCHES)
  docsIndex(@Query() { q: query }: DocsSearchQueryDto, @Inertia() inertia: InertiaContext) {
    const q = query?.slice(0, 200) ?? '';
    return inertia.render(
      'content/docs-index',
      { query: q, results: q ? this.content.searchDocs(q) : null, sections: this.sidebar() },
      PUBLIC_PAGE,
    );
  }

  /** A template as a file: the same bytes for everyone, cached by browsers and proxies for an hour. */
  @Get('files/:file')
  docsFile(@Param('file') name: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const file = this.content.docFile(name);
    if (!file) throw notFound(req.path);
    res.set({
      'Content-Type': `${file.contentType}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'public, max-age=3600',
    });
    return file.text;
  }

  @Get('*slug')
  docsPage(@Param('slug') segments: string[], @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const doc = this.content.doc(segments.join('/'));
    if (!doc) throw notFound(req.path);
    const all = this.content.docs();
    const index = all.indexOf(doc);
    const { body, ...meta } = doc;
    return inertia.render(
      'content/docs-page',
      {
        doc: { ...meta, html: body.html, toc: body.toc },
        sectionTitle: DOC_SECTIONS[doc.section],
        sections: this.sidebar(),
        previous: index > 0 ? docLink(all[index - 1]) : null,
        next: index < all.length - 1 ? docLink(all[index + 1]) : null,
      },
      PUBLIC_PAGE,
    );
  }
}
