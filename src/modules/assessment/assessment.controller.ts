import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  completion,
  CURRENT_BANK,
  firstIncompleteSection,
  QUESTION_BANKS,
  SECTION_IDS,
  type SectionId,
} from '@shared/assessment';
import { cookieOptions } from '@common/http/cookie-options';
import { isUuid, UuidParam } from '@common/http/not-found';
import {
  ExpensiveRoute,
  FILE_DOWNLOADS,
  LOOKUP_BY_ID,
  RateLimit,
  RateLimitGuard,
} from '@common/rate-limit/rate-limit';
import { InvalidFields } from '@common/errors/invalid-fields';
import { AppConfig } from '@config/app-config';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { firstName } from '@modules/mail';
import { AssessmentLinks } from './assessment-links';
import { AssessmentResponse } from './assessment-response.entity';
import { AssessmentService } from './assessment.service';
import { DraftDto, ResumeLinkDto, StepNavigationDto, SubmitAssessmentDto } from './dto/assessment.dto';
import { reportCsv } from './report/report-csv';
import {
  AssessmentAccessPolicy,
  assessmentVisitor,
  ASSESSMENT_COOKIE,
  ASSESSMENT_COOKIE_MAX_AGE_MS,
} from './assessment-access.policy';
import { AssessmentError } from './assessment.error';
import { AnalyticsService } from '@modules/analytics';
import { ExportQueryDto, ResumeQueryDto } from './dto/assessment-query.dto';
import { LinkTokenBodyDto } from '@common/validation/link-token.dto';
import { routes } from '@shared/routes';
import { ASSESSMENT_LIMITS } from './assessment-rate-limits';

const isStep = (value: string): value is SectionId => (SECTION_IDS as readonly string[]).includes(value);
const noIndex = (res: Response) => res.set('X-Robots-Tag', 'noindex, nofollow');

const RESUME_LINK_INVALID =
  'This link is not valid: it has expired, was used already, or a newer one was sent. Ask for a new one from the assessment.';

/**
 * The CRM health assessment: intro, six steps with server-side drafts, submit, the score, the
 * report with its exports and share link, and the two public calculators. Static paths are
 * declared before `:step`, which only matches the six section ids (anything else is a 404).
 */
@Controller('assessment')
export class AssessmentController {
  constructor(
    private readonly assessments: AssessmentService,
    private readonly links: AssessmentLinks,
    private readonly access: AssessmentAccessPolicy,
    private readonly config: AppConfig,
    private readonly analytics: AnalyticsService,
  ) {}

  @Get()
  async intro(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    const current = await this.access.current(assessmentVisitor(req));
    const bank = current ? QUESTION_BANKS[current.bankVersion] : CURRENT_BANK;
    const draft = current?.status === 'draft' ? current : null;
    const submitted = current?.status === 'submitted' ? current : null;
    return inertia.render(
      'assessment/intro',
      {
        sections: bank.sections.map((section) => ({ id: section.id, title: section.title })),
        questionCount: bank.sections.reduce((sum, section) => sum + section.questions.length, 0),
        draft: draft && {
          step: draft.currentStep,
          updatedAt: draft.updatedAt.toISOString(),
          ...completion(bank, draft.answers),
        },
        submitted: submitted && { reportUrl: this.links.reportPath(submitted.id) },
      },
      // Without an assessment of their own, every visitor sees the same intro.
      { cacheable: current === null },
    );
  }

  @Post('start')
  @UseGuards(RateLimitGuard)
  @RateLimit(ASSESSMENT_LIMITS.start)
  async start(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const response = await this.assessments.start();
    this.remember(res, response);
    await this.analytics.goal('assessment_started', { req, ref: response.id });
    return inertia.redirect(routes.assessment.step(SECTION_IDS[0]));
  }

  @Get('system-adoption-score-calculator')
  adoptionCalculator(@Inertia() inertia: InertiaContext) {
    return inertia.render('assessment/system-adoption-score-calculator', { version: CURRENT_BANK.version });
  }

  @Get('demo-score-calculation')
  demoScore(@Inertia() inertia: InertiaContext) {
    return inertia.render('assessment/demo-score-calculation', { version: CURRENT_BANK.version });
  }

  /** Autosave (JSON, from the step page while the visitor types). */
  @Post('draft')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(ASSESSMENT_LIMITS.draft)
  async saveDraft(@Body() dto: DraftDto, @Req() req: Request) {
    const draft = await this.access.currentDraft(assessmentVisitor(req));
    const saved = await this.assessments.saveDraft(draft.id, dto.step, dto.answers ?? {});
    return {
      savedAt: saved.updatedAt.toISOString(),
      ...completion(QUESTION_BANKS[saved.bankVersion], saved.answers),
    };
  }

  @Post('resume-link')
  @UseGuards(RateLimitGuard)
  @RateLimit(ASSESSMENT_LIMITS.resumeLink)
  async resumeLink(@Body() dto: ResumeLinkDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    let draft = await this.access.currentDraft(assessmentVisitor(req));
    if (dto.step && dto.answers) {
      // Saved first, whatever else is still on its way: the link then opens them. Answers the
      // step refuses stay on the page with their messages, as autosave leaves them.
      draft = await this.assessments
        .saveDraft(draft.id, dto.step, dto.answers)
        .catch((error: unknown) => (error instanceof InvalidFields ? draft : Promise.reject(error)));
    }
    await this.assessments.emailResumeLink(draft, dto.email);
    inertia.toast('Link sent', 'success', `Open it on any device to continue: we sent it to ${dto.email}.`);
    return inertia.back();
  }

  /**
   * Where a resume link opens. The GET only shows a button: mail scanners that open links to check
   * them would otherwise use the single-use link (and move the draft) before the person clicks.
   */
  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get('resume/:id')
  @Header('Cache-Control', 'no-store')
  resumePage(
    @Param('id') id: string,
    @Query() { token }: ResumeQueryDto,
    @Inertia() inertia: InertiaContext,
  ) {
    if (!isUuid(id) || !token || token.length > 200) {
      throw new AssessmentError(404, 'assessment.resume_link_invalid', RESUME_LINK_INVALID);
    }
    return inertia.render('assessment/resume', { action: routes.assessment.resumePage(id), token });
  }

  @Post('resume/:id')
  async resume(
    @Param('id') id: string,
    @Body() { token }: LinkTokenBodyDto,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const response = isUuid(id) ? await this.assessments.resume(id, token) : null;
    if (!response) throw new AssessmentError(404, 'assessment.resume_link_invalid', RESUME_LINK_INVALID);
    if (response === 'submitted') {
      inertia.toast(
        'This assessment is already submitted',
        'info',
        'Open your report from the email we sent you.',
      );
      return inertia.redirect(routes.assessment.intro());
    }
    this.remember(res, response);
    inertia.toast('Welcome back', 'success', 'Your answers are as you left them.');
    return inertia.redirect(routes.assessment.step(response.currentStep));
  }

  @Post('submit')
  @ExpensiveRoute(ASSESSMENT_LIMITS.submit)
  async submit(@Body() dto: SubmitAssessmentDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const draft = await this.access.current(assessmentVisitor(req));
    if (draft?.status === 'submitted') return inertia.redirect(routes.assessment.showScore());
    if (!draft) return this.notOpenHere(inertia);
    try {
      await this.assessments.saveDraft(draft.id, 'revenue-priorities', dto.answers ?? {}, {
        navigate: 'next',
      });
      const { created } = await this.assessments.submit(draft.id, { name: dto.name, email: dto.email });
      if (created) await this.analytics.goal('assessment_completed', { req, ref: draft.id });
      if (created)
        inertia.toast('Your report is ready', 'success', `We have emailed the PDF to ${dto.email}.`);
      return inertia.redirect(routes.assessment.showScore());
    } catch (error) {
      const conflict = error instanceof AssessmentError && error.status === 409;
      if (!(error instanceof InvalidFields) && !conflict) throw error;
      const fresh = (await this.assessments.find(draft.id))!;
      // Submitted in the meantime (a double click): the first request's result stands.
      if (fresh.status === 'submitted') return inertia.redirect(routes.assessment.showScore());
      const notOpen = error instanceof AssessmentError && error.code === 'assessment.step_not_open';
      if (conflict && !notOpen) throw error;
      const step = notOpen
        ? SECTION_IDS[fresh.furthestStep]
        : firstIncompleteSection(QUESTION_BANKS[fresh.bankVersion], fresh.answers);
      if (!step || step === 'revenue-priorities') throw error;
      // An earlier step is incomplete: take the visitor to it.
      if (!notOpen) inertia.withErrors((error as InvalidFields).fieldErrors);
      inertia.toast('A few answers are missing', 'error', 'Answer them, then submit again.');
      return inertia.redirect(routes.assessment.step(step));
    }
  }

  @Get('show-score')
  async showScore(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    const response = await this.access.current(assessmentVisitor(req));
    if (response?.status !== 'submitted') return inertia.redirect(routes.assessment.intro());
    const report = await this.assessments.report(response);
    return inertia.render('assessment/show-score', {
      score: {
        overall: report.overall,
        band: report.band,
        adoption: report.adoption,
        dimensions: report.dimensions.map(({ id, label, score }) => ({ id, label, score })),
      },
      reportUrl: this.links.reportPath(response.id),
      pdfUrl: this.links.exportPath(response.id, 'pdf'),
    });
  }

  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get('report/:id')
  async report(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const { response, viewer } = await this.access.readable(id, assessmentVisitor(req));
    noIndex(res);
    const { answers, ...report } = await this.assessments.report(response);
    return inertia.render('assessment/report', {
      report,
      answers,
      viewer,
      downloads: { pdf: this.links.exportPath(id, 'pdf'), csv: this.links.exportPath(id, 'csv') },
      share:
        viewer === 'owner'
          ? {
              url: response.shareId ? this.links.shareUrl(response.shareId) : null,
              create: routes.assessment.share(id, tokenQuery(req)),
              revoke: routes.assessment.revokeShare(id, tokenQuery(req)),
            }
          : null,
    });
  }

  @Post('report/:id/share')
  async share(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const { response } = await this.access.readable(id, assessmentVisitor(req), 'owner');
    await this.assessments.share(response);
    inertia.toast(
      'Share link created',
      'success',
      'Anyone with the link can see the summary, not your answers.',
    );
    return inertia.back();
  }

  @Post('report/:id/share/revoke')
  async revokeShare(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const { response } = await this.access.readable(id, assessmentVisitor(req), 'owner');
    await this.assessments.revokeShare(response);
    inertia.toast('Share link turned off', 'success', 'The old link no longer opens your summary.');
    return inertia.back();
  }

  @ExpensiveRoute(LOOKUP_BY_ID, FILE_DOWNLOADS)
  @Get('export/:id')
  async export(
    @Param('id', UuidParam) id: string,
    @Query() { format }: ExportQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { response } = await this.access.readable(id, assessmentVisitor(req));
    noIndex(res);
    const report = await this.assessments.report(response);
    const day = report.submittedAt.slice(0, 10);
    if (format === 'csv') {
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="crm-health-assessment-${day}.csv"`);
      return reportCsv(report);
    }
    if (format !== undefined && format !== 'pdf')
      throw new AssessmentError(404, 'assessment.unknown_format', 'Choose format=pdf or format=csv.');
    return new StreamableFile(Buffer.from(await this.assessments.pdf(report)), {
      type: 'application/pdf',
      disposition: `attachment; filename="crm-health-report-${day}.pdf"`,
    });
  }

  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get('simple-view/:shareId')
  async simpleView(
    @Param('shareId', UuidParam) shareId: string,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const response = await this.assessments.findShared(shareId);
    if (!response)
      throw new AssessmentError(
        404,
        'assessment.summary_not_shared',
        'This summary is not shared, or its owner has turned the link off.',
      );
    noIndex(res);
    // Neither the answers nor the response id (a share link must not lead to the full report).
    const { answers: _answers, id: _id, ...report } = await this.assessments.report(response);
    return inertia.render('assessment/simple-view', {
      report: { ...report, name: firstName(report.name) },
    });
  }

  @Get(':step')
  async step(@Param('step') step: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    if (!isStep(step)) throw AssessmentError.pageNotFound();
    const response = await this.access.current(assessmentVisitor(req));
    if (response?.status === 'submitted') return inertia.redirect(routes.assessment.showScore());
    if (!response) {
      inertia.toast('Start here', 'info', 'Your answers are saved as you go once you start.');
      return inertia.redirect(routes.assessment.intro());
    }
    if (SECTION_IDS.indexOf(step) > response.furthestStep) {
      return inertia.redirect(routes.assessment.step(SECTION_IDS[response.furthestStep]));
    }
    return inertia.render('assessment/step', {
      step,
      version: response.bankVersion,
      answers: response.answers,
      furthestStep: response.furthestStep,
      savedAt: response.updatedAt.toISOString(),
    });
  }

  /** Back and Next on steps one to five (the last step submits). */
  @Post(':step')
  async navigate(
    @Param('step') step: string,
    @Body() dto: StepNavigationDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    if (!isStep(step)) throw AssessmentError.pageNotFound();
    const draft = await this.access.current(assessmentVisitor(req));
    if (draft?.status !== 'draft') return this.notOpenHere(inertia);
    const navigate = dto.direction === 'back' ? 'back' : 'next';
    const saved = await this.assessments.saveDraft(draft.id, step, dto.answers ?? {}, { navigate });
    return inertia.redirect(routes.assessment.step(saved.currentStep));
  }

  private remember(res: Response, response: AssessmentResponse): void {
    res.cookie(ASSESSMENT_COOKIE, this.links.cookieValue(response), {
      ...cookieOptions(this.config),
      maxAge: ASSESSMENT_COOKIE_MAX_AGE_MS,
    });
  }

  /** A page action on an assessment this browser no longer holds (it moved to another device). */
  private notOpenHere(inertia: InertiaContext) {
    inertia.toast(
      'This assessment is not open in this browser',
      'info',
      'It continues where you opened the emailed link. Start a new one here if you like.',
    );
    return inertia.redirect(routes.assessment.intro());
  }
}

/** The owner's report token, carried on to the share actions' URLs. */
const tokenQuery = (req: Request) => {
  const token = (req.query as Record<string, unknown>).token;
  return typeof token === 'string' ? { token } : undefined;
};
