import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AssessmentStatsService } from './assessment-stats.service';

export interface ResponseCount {
  status: string;
  step: string;
  count: number;
}

/** What the back office's assessment diagnostics read of the stored responses (counts, funnel). */
@Injectable()
export class AssessmentDiagnostics {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stats: AssessmentStatsService,
  ) {}

  /** Responses by status and the step each is on (drafts: where people stopped). */
  async responseCounts(): Promise<ResponseCount[]> {
    const rows: Array<{ status: string; step: string; count: number }> = await this.dataSource.query(
      `SELECT status, current_step AS step, count(*)::int AS count
         FROM assessment_responses GROUP BY status, current_step ORDER BY status, current_step`,
    );
    return rows;
  }

  /** The completion funnel of every response so far (the admin funnel page's numbers). */
  funnel() {
    return this.stats.funnel(undefined);
  }
}
