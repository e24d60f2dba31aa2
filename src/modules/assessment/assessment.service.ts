import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import {
  CURRENT_BANK,
  knownAnswers,
  QUESTION_BANKS,
  scoreResponse,
  SECTION_IDS,
  sectionProblems,
  type SectionId,
} from '../../../shared/assessment';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { AssessmentResponse } from './assessment-response.entity';

export interface Respondent {
  name: string;
  email: string;
}

/**
 * Assessment responses: start, save a step's answers as a draft (partial answers are fine, wrong
 * ones are not), and submit once. Submitting again returns the same result, never a second one.
 */
@Injectable()
export class AssessmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AssessmentResponse) private readonly responses: Repository<AssessmentResponse>,
  ) {}

  start(): Promise<AssessmentResponse> {
    return this.responses.save(this.responses.create({ bankVersion: CURRENT_BANK.version }));
  }

  find(id: string): Promise<AssessmentResponse | null> {
    return this.responses.findOneBy({ id });
  }

  /** Merges one step's answers into the draft; 422 names every wrong answer. */
  async saveDraft(
    id: string,
    step: SectionId,
    answers: Record<string, unknown>,
  ): Promise<AssessmentResponse> {
    return this.dataSource.transaction(async (manager) => {
      const response = await manager.findOne(AssessmentResponse, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!response) throw new NotFoundException('This assessment does not exist.');
      if (response.status === 'submitted')
        throw new ConflictException('This assessment has already been submitted.');
      const bank = QUESTION_BANKS[response.bankVersion];
      const stepAnswers = knownAnswers(bank, answers);
      const problems = sectionProblems(bank, step, stepAnswers, false);
      if (Object.keys(problems).length > 0) throw new ValidationFailedException(problems);
      response.answers = { ...response.answers, ...stepAnswers };
      response.currentStep = step;
      return manager.save(response);
    });
  }

  /** Scores the response with its own bank version; a second submit returns the first result. */
  async submit(id: string, respondent: Respondent): Promise<AssessmentResponse> {
    return this.dataSource.transaction(async (manager) => {
      const response = await manager.findOne(AssessmentResponse, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!response) throw new NotFoundException('This assessment does not exist.');
      if (response.status === 'submitted') return response;
      const bank = QUESTION_BANKS[response.bankVersion];
      const problems = Object.assign(
        {},
        ...SECTION_IDS.map((step) => sectionProblems(bank, step, response.answers, true)),
      ) as Record<string, string>;
      if (Object.keys(problems).length > 0) throw new ValidationFailedException(problems);
      const result = scoreResponse(bank, response.answers);
      Object.assign(response, {
        status: 'submitted',
        name: respondent.name,
        email: respondent.email.toLowerCase(),
        consentedAt: new Date(),
        result,
        overallScore: result.overall,
        band: result.band,
        crm: typeof response.answers.crm === 'string' ? response.answers.crm : null,
        companySize: typeof response.answers.company_size === 'string' ? response.answers.company_size : null,
        submittedAt: new Date(),
      });
      return manager.save(response);
    });
  }
}
