import { randomBytes } from 'node:crypto';
import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ModulesContainer } from '@nestjs/core';
import { routeInventory } from '@common/http/route-inventory';
import { SiteRoutes } from '@common/http/site-routes';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AssessmentDiagnostics } from '@modules/assessment';
import { ContentService } from '@modules/content';
import { DIMENSIONS } from '@shared/assessment';
import { formatDate } from '@shared/dates';
import { WORKED_EXAMPLE } from '@shared/assessment/worked-example';
import type { DiagnosticReportProps, SelfCheckKind } from '@shared/pages';
import { mappingTable, modelTables, parseAnswers, reportTables, scoringChecks } from './assessment-checks';
import { DiagnosticsAccessGuard } from './diagnostics-access.guard';
import { pageRouteLinks, publicPageLinks, routeTable } from './site-tables';

/** Renders the generic diagnostic page: what it is for, with no query, checks or tables unless given. */
const renderReport = (
  inertia: InertiaContext,
  props: Partial<DiagnosticReportProps> & Pick<DiagnosticReportProps, 'title' | 'purpose'>,
) =>
  inertia.render('diagnostics/report', { query: null, checks: [], tables: [], checkLinks: false, ...props });

const SELF_CHECKS: Record<string, { kind: SelfCheckKind; title: string; purpose: string }> = {
  '_mount-check': {
    kind: 'mount',
    title: 'Mount check',
    purpose:
      'Whether the app mounts on this browser: the page component ran its effects, and how long that took.',
  },
  '_minimal-test': {
    kind: 'minimal',
    title: 'Minimal page',
    purpose: 'The smallest page the app renders: if this fails, the problem is in the shell, not in a page.',
  },
  '_test-hydration': {
    kind: 'hydration',
    title: 'Hydration check',
    purpose:
      "Whether the browser's first render matches the server's HTML (a value rendered on the server must survive hydration unchanged).",
  },
  'test-simple-vue': {
    kind: 'simple',
    title: 'Simple interactivity',
    purpose:
      'A counter: state updates and re-renders work. (The path is the original site’s, from its Vue days.)',
  },
  'test-interactivity': {
    kind: 'interactivity',
    title: 'Interactivity check',
    purpose: 'Typing, clicking, a dialog and keyboard focus: the things every form and menu relies on.',
  },
};

/**
 * The spec's debug and test pages, as admin-only diagnostics with a real use (docs/diagnostics.md):
 * the route table and a link checker, hydration self-checks, a living style guide, the charts, the
 * assessment model and its scoring vectors, and the help search's ranking. 404 for anyone else.
 */
@Controller()
@UseGuards(DiagnosticsAccessGuard)
export class DiagnosticsController {
  constructor(
    private readonly modules: ModulesContainer,
    private readonly siteRoutes: SiteRoutes,
    private readonly content: ContentService,
    private readonly assessment: AssessmentDiagnostics,
  ) {}

  @Get('nav-debug')
  navDebug(@Inertia() inertia: InertiaContext) {
    return renderReport(inertia, {
      title: 'Route table',
      purpose:
        'Every route the server answers, with its handler, module and who may call it: where to look first when a URL does not do what you expect.',
      tables: [routeTable(routeInventory(this.modules))],
    });
  }

  @Get('nav-test')
  navTest(@Inertia() inertia: InertiaContext) {
    return renderReport(inertia, {
      title: 'Link check',
      purpose:
        'Requests every page the router serves (without parameters) from your browser and shows what each answers: a broken page shows up here before a visitor finds it.',
      tables: [pageRouteLinks(routeInventory(this.modules))],
      checkLinks: true,
    });
  }

  @Get('simple-nav-test')
  simpleNavTest(@Inertia() inertia: InertiaContext) {
    return renderReport(inertia, {
      title: 'Public pages',
      purpose:
        'Every public page as a plain link, as the sitemap lists them: to walk the site by hand after a release.',
      tables: [publicPageLinks([...this.content.publicRoutes(), ...this.siteRoutes.all()])],
    });
  }

  @Get(Object.keys(SELF_CHECKS))
  selfCheck(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    const path = req.path.replace(/^\//, '');
    return inertia.render('diagnostics/self-check', {
      ...SELF_CHECKS[path],
      serverToken: randomBytes(6).toString('hex'),
      serverRenderedAt: new Date().toISOString(),
    });
  }

  @Get('test-styling')
  styleGuide(@Inertia() inertia: InertiaContext) {
    return inertia.render('diagnostics/style-guide', { title: 'Style guide' });
  }

  @Get('chart-debug')
  charts(@Inertia() inertia: InertiaContext) {
    return inertia.render('diagnostics/charts', { title: 'Charts' });
  }

  @Get('assessment/test-docs')
  assessmentDocs(@Inertia() inertia: InertiaContext) {
    return renderReport(inertia, {
      title: 'Assessment model',
      purpose:
        'The question bank as the server scores it: steps, dimensions and their weights, and the bands (docs/scoring.md explains the formula).',
      tables: modelTables(),
    });
  }

  @Get('assessment/test-question-mapping')
  questionMapping(@Inertia() inertia: InertiaContext) {
    return renderReport(inertia, {
      title: 'Question to dimension mapping',
      purpose:
        'Where each answer counts: the first place to look when a dimension scores differently from what a client expected.',
      tables: [mappingTable()],
    });
  }

  @Get('assessment/test-scoring')
  scoring(@Inertia() inertia: InertiaContext) {
    return renderReport(inertia, {
      title: 'Scoring test vectors',
      purpose:
        'The scoring code run now against known answers: the worked example of docs/scoring.md figure by figure, the best and worst answers, and none.',
      checks: scoringChecks(),
    });
  }

  @Get('assessment/test-report')
  sampleReport(@Inertia() inertia: InertiaContext) {
    return renderReport(inertia, {
      title: 'Sample report',
      purpose: 'Every figure a report shows, computed from the worked example (a 40-person team on HubSpot).',
      tables: reportTables(WORKED_EXAMPLE),
    });
  }

  @Get('assessment/test-utils')
  scoreAnswers(@Query('answers') text: unknown, @Inertia() inertia: InertiaContext) {
    const typed =
      typeof text === 'string' && text.trim()
        ? text.slice(0, 20_000)
        : JSON.stringify(WORKED_EXAMPLE, null, 2);
    const parsed = parseAnswers(typed);
    return renderReport(inertia, {
      title: 'Score a set of answers',
      purpose:
        'Paste the answers of a response (its JSON from the responses export) to see how they score, dimension by dimension, and what the report would recommend.',
      query: { name: 'answers', label: 'Answers (JSON)', value: typed, multiline: true },
      checks: 'problem' in parsed ? [{ name: 'Answers read', passed: false, detail: parsed.problem }] : [],
      tables: 'answers' in parsed ? reportTables(parsed.answers) : [],
    });
  }

  @Get('assessment/test-analytics')
  async assessmentFunnel(@Inertia() inertia: InertiaContext) {
    const funnel = await this.assessment.funnel();
    return renderReport(inertia, {
      title: 'Assessment funnel',
      purpose:
        'How many people reached each step of every assessment so far, and where they left (the admin funnel page shows it by period).',
      tables: [
        {
          caption: `Started: ${funnel.started}; median time to finish: ${funnel.medianMinutes ?? '—'} min`,
          columns: ['Step', 'Reached', 'Share of started (%)', 'Left here'],
          rows: funnel.steps.map((step) => [step.step, step.reached, step.share, step.dropOff]),
        },
      ],
    });
  }

  @Get('assessment/test-response-count')
  async responseCounts(@Inertia() inertia: InertiaContext) {
    const counts = await this.assessment.responseCounts();
    return renderReport(inertia, {
      title: 'Responses by step',
      purpose: 'Stored responses by status and the step each is on: drafts show where people stopped.',
      tables: [
        {
          caption: `Responses (${counts.reduce((sum, row) => sum + row.count, 0)}), ${DIMENSIONS.length} dimensions scored on completion`,
          columns: ['Status', 'Step', 'Responses'],
          rows: counts.map((row) => [row.status, row.step, row.count]),
        },
      ],
    });
  }

  @Get('help/test')
  helpSearch(@Query('q') q: unknown, @Inertia() inertia: InertiaContext) {
    const query = typeof q === 'string' ? q.slice(0, 200) : '';
    const ranked = query ? this.content.explainHelpSearch(query) : [];
    return renderReport(inertia, {
      title: 'Help search diagnostics',
      purpose:
        'A query and every article it matches, with the scores behind the order: to see why an article ranks where it does, or is left out.',
      query: { name: 'q', label: 'Search the help centre', value: query, multiline: false },
      tables: query
        ? [
            {
              caption: `${ranked.length} ${ranked.length === 1 ? 'match' : 'matches'} for “${query}”`,
              columns: ['Article', 'Match score', 'Phrase boost', 'Score', 'Terms matched', 'Shown'],
              rows: ranked.map((row) => [
                { text: row.title, href: row.path },
                Math.round(row.matchScore * 100) / 100,
                row.phraseBoost,
                Math.round(row.score * 100) / 100,
                row.terms.join(', '),
                row.shown ? 'yes' : 'no (under a tenth of the best)',
              ]),
            },
          ]
        : [],
    });
  }

  @Get('help/index-backup')
  helpIndex(@Inertia() inertia: InertiaContext) {
    const articles = [...this.content.helpArticles()].sort((a, b) => a.title.localeCompare(b.title));
    return renderReport(inertia, {
      title: 'Help centre A–Z',
      purpose:
        'Every help article by title, with its category and when it was last reviewed: the index to check against when an article seems missing.',
      tables: [
        {
          caption: `${articles.length} articles`,
          columns: ['Letter', 'Article', 'Category', 'Reviewed'],
          rows: articles.map((article) => [
            article.title[0].toUpperCase(),
            { text: article.title, href: article.path },
            article.category,
            formatDate(article.updated),
          ]),
        },
      ],
    });
  }
}
