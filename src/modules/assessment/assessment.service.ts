import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
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
} from '../../../shared/assessment';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { AppConfig } from '../../config/app-config';
import { AuthService } from '../auth/auth.service';
import { MailService, OutgoingEmail } from '../mail/mail.service';
import { AssessmentLinks } from './assessment-links';
import { assessmentNotificationEmail, reportEmail, resumeEmail } from './assessment-emails';
import { AssessmentResponse } from './assessment-response.entity';
import { AssessmentReport, buildReport } from './report/assessment-report';
import { BENCHMARK_MIN_RESPONSES, BenchmarkService } from './report/benchmark.service';
import { renderReportPdf } from './report/report-pdf';

export interface Respondent {
  name: string;
  email: string;
}

/**
 * Assessment responses: start, save a step's answers as a draft (partial answers are fine, wrong
 * ones are not), and submit once. Submitting again returns the same result, never a second one.
 * Submitting also emails the respondent the report (PDF attached) and notifies the consultancy.
 */
@Injectable()
export class AssessmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AssessmentResponse) private readonly responses: Repository<AssessmentResponse>,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly benchmark: BenchmarkService,
    private readonly links: AssessmentLinks,
    private readonly config: AppConfig,
  ) {}

  start(): Promise<AssessmentResponse> {
    return this.responses.save(this.responses.create({ bankVersion: CURRENT_BANK.version }));
  }

  find(id: string): Promise<AssessmentResponse | null> {
    return this.responses.findOneBy({ id });
  }

  findShared(shareId: string): Promise<AssessmentResponse | null> {
    return this.responses.findOneBy({ shareId, status: 'submitted' });
  }

  /**
   * Merges one step's answers into the draft; 422 names every wrong answer. With `advance` the
   * step must be complete (the visitor pressed Next), and the next step becomes reachable.
   */
  async saveDraft(
    id: string,
    step: SectionId,
    answers: Record<string, unknown>,
    options: { advance?: boolean } = {},
  ): Promise<AssessmentResponse> {
    return this.dataSource.transaction(async (manager) => {
      const response = await this.lockedDraft(manager, id);
      const bank = QUESTION_BANKS[response.bankVersion];
      // Only this step's questions (others are validated on their own step); null clears an answer.
      const sectionIds = new Set(
        bank.sections.find((section) => section.id === step)!.questions.map((q) => q.id),
      );
      const stepAnswers = Object.fromEntries(
        Object.entries(knownAnswers(bank, answers)).filter(([questionId]) => sectionIds.has(questionId)),
      );
      const cleared = Object.keys(stepAnswers).filter((questionId) => stepAnswers[questionId] === null);
      for (const questionId of cleared) delete stepAnswers[questionId];
      const merged = { ...response.answers, ...stepAnswers };
      for (const questionId of cleared) delete merged[questionId];
      const problems = sectionProblems(
        bank,
        step,
        options.advance ? merged : stepAnswers,
        Boolean(options.advance),
      );
      if (Object.keys(problems).length > 0) throw new ValidationFailedException(problems);
      const index = SECTION_IDS.indexOf(step);
      response.answers = merged;
      response.currentStep =
        options.advance && index < SECTION_IDS.length - 1 ? SECTION_IDS[index + 1] : step;
      response.furthestStep = Math.max(response.furthestStep, SECTION_IDS.indexOf(response.currentStep));
      return manager.save(response);
    });
  }

  /** Scores the response with its own bank version; a second submit returns the first result. */
  async submit(id: string, respondent: Respondent): Promise<AssessmentResponse> {
    const { response, created } = await this.mail.inTransaction(async (manager, send) => {
      const draft = await manager.findOne(AssessmentResponse, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!draft) throw new NotFoundException('This assessment does not exist.');
      if (draft.status === 'submitted') return { response: draft, created: false };
      const bank = QUESTION_BANKS[draft.bankVersion];
      const problems = Object.assign(
        {},
        ...SECTION_IDS.map((step) => sectionProblems(bank, step, draft.answers, true)),
      ) as Record<string, string>;
      if (Object.keys(problems).length > 0) throw new ValidationFailedException(problems);
      const result = scoreResponse(bank, draft.answers);
      const now = new Date();
      Object.assign(draft, {
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
      const submitted = await manager.save(draft);
      await this.sendReportEmails(submitted, send);
      return { response: submitted, created: true };
    });
    if (created) this.benchmark.invalidate();
    return response;
  }

  /** Everything the report page, PDF and CSV show, with the benchmark as it stands now. */
  async report(response: AssessmentResponse): Promise<AssessmentReport> {
    const [percentiles, responses] = await Promise.all([
      this.benchmark.percentiles(response.result!),
      this.benchmark.responseCount(),
    ]);
    return buildReport(response, { percentiles, responses, minimum: BENCHMARK_MIN_RESPONSES });
  }

  pdf(report: AssessmentReport): Promise<Uint8Array> {
    return renderReportPdf(report, {
      reportUrl: this.links.reportUrl(report.id),
      bookUrl: `${this.config.appUrl}/book`,
      jumpstartUrl: `${this.config.appUrl}/jumpstart`,
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

  /** Emails a link that opens this draft on any device. */
  async emailResumeLink(response: AssessmentResponse, email: string): Promise<void> {
    if (response.status !== 'draft')
      throw new ConflictException('This assessment has already been submitted.');
    const { answered, total } = completion(QUESTION_BANKS[response.bankVersion], response.answers);
    await this.mail.send({ to: email, ...resumeEmail(this.links.resumeUrl(response.id), answered, total) });
  }

  private async lockedDraft(manager: EntityManager, id: string): Promise<AssessmentResponse> {
    const response = await manager.findOne(AssessmentResponse, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!response) throw new NotFoundException('This assessment does not exist.');
    if (response.status === 'submitted')
      throw new ConflictException('This assessment has already been submitted.');
    return response;
  }

  private async sendReportEmails(
    response: AssessmentResponse,
    send: (email: OutgoingEmail) => Promise<void>,
  ): Promise<void> {
    const report = await this.report(response);
    const pdf = await this.pdf(report);
    await send({
      to: response.email!,
      ...reportEmail(report, this.links.reportUrl(response.id), `${this.config.appUrl}/book`),
      attachments: [
        {
          filename: 'crm-health-report.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from(pdf).toString('base64'),
        },
      ],
    });
    const adminUrl = `${this.config.appUrl}/admin/responses/${response.id}`;
    for (const to of await this.auth.notificationRecipients()) {
      await send({ to, ...assessmentNotificationEmail(report, response.email!, adminUrl) });
    }
  }
}
