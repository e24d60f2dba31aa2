import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, Repository } from 'typeorm';
import {
  completion,
  CURRENT_BANK,
  knownAnswers,
  QUESTION_BANKS,
  scoreResponse,
  SECTION_IDS,
  sectionProblems,
  type SectionId,
} from '@shared/assessment';
import { InvalidFields } from '@common/errors/invalid-fields';
import { CpuPool } from '@common/workers/cpu-pool';
import { CpuResultCache } from '@common/workers/cpu-result-cache';
import { AppConfig } from '@config/app-config';
import { AuthService } from '@modules/auth';
import { MailService, OutgoingEmail } from '@modules/mail';
import { AssessmentLinks, newKey } from './assessment-links';
import { assessmentNotificationEmail, reportEmail, resumeEmail } from './assessment-emails';
import { AssessmentResponse } from './assessment-response.entity';
import { AssessmentReport, buildReport } from './report/assessment-report';
import { BENCHMARK_MIN_RESPONSES, BenchmarkService } from './report/benchmark.service';
import { REPORT_PDF } from './report/cpu-tasks';
import { AssessmentError } from './assessment.error';
import { routes } from '@shared/routes';
import { clientAreaPath } from '@shared/client-records';

export interface Respondent {
  name: string;
  email: string;
}

/**
 * Assessment responses: start, save a step's answers as a draft (partial answers are fine, wrong
 * ones are not), and submit once. Submitting again returns the same result, never a second one.
 * Submitting also emails the respondent the report (PDF attached) and notifies the consultancy.
 */
/** Recently made report PDFs (about 60 KB each): a download right after the email costs nothing. */
const REPORT_PDF_CACHE_BYTES = 8 * 1024 * 1024;

@Injectable()
export class AssessmentService {
  private readonly reportPdfs: CpuResultCache<typeof REPORT_PDF>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AssessmentResponse) private readonly responses: Repository<AssessmentResponse>,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly benchmark: BenchmarkService,
    private readonly links: AssessmentLinks,
    private readonly config: AppConfig,
    cpu: CpuPool,
  ) {
    this.reportPdfs = new CpuResultCache(cpu, REPORT_PDF, { maxBytes: REPORT_PDF_CACHE_BYTES });
  }

  start(): Promise<AssessmentResponse> {
    return this.responses.save(
      this.responses.create({ bankVersion: CURRENT_BANK.version, accessKey: newKey() }),
    );
  }

  find(id: string): Promise<AssessmentResponse | null> {
    return this.responses.findOneBy({ id });
  }

  findShared(shareId: string): Promise<AssessmentResponse | null> {
    return this.responses.findOneBy({ shareId, status: 'submitted' });
  }

  /**
   * Merges one step's answers into the draft. Valid answers are always kept (a draft holds what the
   * visitor got right so far); the wrong ones, and with `navigate: 'next'` the missing ones, come
   * back as a 422 after the save. Only Next on a complete step opens the next step; Back moves to
   * the previous one; a plain save (autosave) leaves the visitor's place alone.
   */
  async saveDraft(
    id: string,
    step: SectionId,
    answers: Record<string, unknown>,
    options: { navigate?: 'next' | 'back' } = {},
  ): Promise<AssessmentResponse> {
    const { saved, problems } = await this.dataSource.transaction(async (manager) => {
      const response = await this.lockedDraft(manager, id);
      const index = SECTION_IDS.indexOf(step);
      if (index > response.furthestStep) {
        throw AssessmentError.stepNotOpen();
      }
      const bank = QUESTION_BANKS[response.bankVersion];
      // Only this step's questions (others are checked on their own step); null clears an answer.
      const sectionIds = new Set(bank.sections[index].questions.map((question) => question.id));
      const stepAnswers = Object.fromEntries(
        Object.entries(knownAnswers(bank, answers)).filter(([questionId]) => sectionIds.has(questionId)),
      );
      const given = Object.fromEntries(Object.entries(stepAnswers).filter(([, answer]) => answer !== null));
      const wrong = sectionProblems(bank, step, given, false);
      const merged = { ...response.answers };
      for (const [questionId, answer] of Object.entries(stepAnswers)) {
        if (answer === null) delete merged[questionId];
        else if (!wrong[questionId]) merged[questionId] = answer;
      }
      const problems =
        options.navigate === 'next' ? { ...sectionProblems(bank, step, merged, true), ...wrong } : wrong;
      response.answers = merged;
      const clean = Object.keys(problems).length === 0;
      if (options.navigate === 'back' && clean) response.currentStep = SECTION_IDS[Math.max(index - 1, 0)];
      if (options.navigate === 'next' && clean) {
        const next = Math.min(index + 1, SECTION_IDS.length - 1);
        response.currentStep = SECTION_IDS[next];
        response.furthestStep = Math.max(response.furthestStep, next);
      }
      return { saved: await manager.save(response), problems };
    });
    if (Object.keys(problems).length > 0) throw new InvalidFields(problems);
    return saved;
  }

  /**
   * Scores the response with its own bank version and emails the report. Only the call that
   * submits gets `created: true`; any other (a double click, a second tab) gets the first result.
   * The report, its PDF and the recipients are prepared before the transaction, which then only
   * locks, checks and writes (it never waits for a second connection while holding the row).
   */
  async submit(
    id: string,
    respondent: Respondent,
  ): Promise<{ response: AssessmentResponse; created: boolean }> {
    for (let attempt = 0; ; attempt += 1) {
      const draft = await this.find(id);
      if (!draft) throw AssessmentError.notFound();
      if (draft.status === 'submitted') return { response: draft, created: false };
      const bank = QUESTION_BANKS[draft.bankVersion];
      const problems = Object.assign(
        {},
        ...SECTION_IDS.map((step) => sectionProblems(bank, step, draft.answers, true)),
      ) as Record<string, string>;
      if (Object.keys(problems).length > 0) throw new InvalidFields(problems);
      const prepared = this.scored(draft, respondent);
      const emails = await this.reportEmails(prepared);

      const outcome = await this.mail.inTransaction(async (manager, send) => {
        const locked = await manager.findOne(AssessmentResponse, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!locked) throw AssessmentError.notFound();
        if (locked.status === 'submitted') return { response: locked, created: false };
        // An autosave landed while the report was prepared: prepare again with its answers.
        if (JSON.stringify(locked.answers) !== JSON.stringify(draft.answers)) return null;
        const saved = await manager.save(
          Object.assign(locked, this.scored(locked, respondent, prepared.submittedAt!)),
        );
        for (const email of emails) await send(email);
        return { response: saved, created: true };
      });
      if (outcome) {
        if (outcome.created) this.benchmark.invalidate();
        return outcome;
      }
      if (attempt >= 2)
        throw new AssessmentError(
          409,
          'assessment.answers_changed',
          'Your answers kept changing while submitting. Submit again.',
        );
    }
  }

  /** The response as submitted: scored, with the respondent and the columns kept for filtering. */
  private scored(draft: AssessmentResponse, respondent: Respondent, now = new Date()): AssessmentResponse {
    const result = scoreResponse(QUESTION_BANKS[draft.bankVersion], draft.answers);
    return Object.assign(new AssessmentResponse(), draft, {
      status: 'submitted',
      name: respondent.name,
      email: respondent.email.toLowerCase(),
      consentedAt: now,
      result,
      overallScore: result.overall,
      band: result.band,
      crm: typeof draft.answers.crm === 'string' ? draft.answers.crm : null,
      companySize: typeof draft.answers.company_size === 'string' ? draft.answers.company_size : null,
      furthestStep: SECTION_IDS.length,
      submittedAt: now,
    });
  }

  /** Everything the report page, PDF and CSV show, with the benchmark as it stands now. */
  async report(
    response: AssessmentResponse,
    options: { includingIt?: boolean } = {},
  ): Promise<AssessmentReport> {
    const { responses, percentiles } = await this.benchmark.compare(response.result!, options);
    return buildReport(response, { percentiles, responses, minimum: BENCHMARK_MIN_RESPONSES });
  }

  /** Made in the CPU pool; the same report (answers and benchmark alike) is made once. */
  pdf(report: AssessmentReport): Promise<Uint8Array> {
    return this.reportPdfs.get(report, {
      reportUrl: this.links.reportUrl(report.id),
      bookUrl: `${this.config.appUrl}${routes.redirects.book()}`,
      jumpstartUrl: `${this.config.appUrl}${routes.pages.jumpstart()}`,
    });
  }

  /** Creates the read-only summary link (or keeps the existing one). */
  async share(response: AssessmentResponse): Promise<string> {
    if (!response.shareId) {
      response.shareId = randomUUID();
      await this.responses.update({ id: response.id }, { shareId: response.shareId });
    }
    return response.shareId;
  }

  /** The old link stops working at once; sharing again makes a new one. */
  async revokeShare(response: AssessmentResponse): Promise<void> {
    await this.responses.update({ id: response.id }, { shareId: null });
  }

  /** Emails a link that moves this draft to any device; it replaces any link sent before. */
  async emailResumeLink(response: AssessmentResponse, email: string): Promise<void> {
    if (response.status !== 'draft') throw AssessmentError.alreadySubmitted();
    response.resumeKey = newKey();
    await this.responses.update({ id: response.id }, { resumeKey: response.resumeKey });
    const { answered, total } = completion(QUESTION_BANKS[response.bankVersion], response.answers);
    await this.mail.send({ to: email, ...resumeEmail(this.links.resumeUrl(response), answered, total) });
  }

  /**
   * Follows a resume link: the draft gets a new access key (so it moves to this browser, and every
   * earlier cookie and link stops working). Null when the link is not (or no longer) valid.
   */
  async resume(id: string, token: unknown): Promise<AssessmentResponse | 'submitted' | null> {
    return this.dataSource.transaction(async (manager) => {
      const response = await manager.findOne(AssessmentResponse, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!response || !this.links.isResumeToken(response, token)) return null;
      if (response.status === 'submitted') return 'submitted';
      Object.assign(response, { accessKey: newKey(), resumeKey: null });
      return manager.save(response);
    });
  }

  private async lockedDraft(manager: EntityManager, id: string): Promise<AssessmentResponse> {
    const response = await manager.findOne(AssessmentResponse, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!response) throw AssessmentError.notFound();
    if (response.status === 'submitted') throw AssessmentError.alreadySubmitted();
    return response;
  }

  /** The report (PDF attached) for the respondent and the notification for the consultancy. */
  private async reportEmails(response: AssessmentResponse): Promise<OutgoingEmail[]> {
    const report = await this.report(response, { includingIt: true });
    const pdf = await this.pdf(report);
    const adminUrl = `${this.config.appUrl}${routes.assessment.response(response.id)}`;
    return [
      {
        to: response.email!,
        ...reportEmail(report, {
          report: this.links.reportUrl(response.id),
          book: `${this.config.appUrl}${routes.redirects.book()}`,
          clientArea: `${this.config.appUrl}${clientAreaPath('assessments')}`,
        }),
        attachments: [
          {
            filename: 'crm-health-report.pdf',
            contentType: 'application/pdf',
            contentBase64: Buffer.from(pdf).toString('base64'),
          },
        ],
      },
      ...(await this.auth.notificationRecipients()).map((to) => ({
        to,
        ...assessmentNotificationEmail(report, response.email!, adminUrl),
      })),
    ];
  }
}
