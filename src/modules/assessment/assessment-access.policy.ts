import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AssessmentLinks } from './assessment-links';
import { AssessmentResponse } from './assessment-response.entity';
import { AssessmentService } from './assessment.service';
import { AssessmentError } from './assessment.error';

/** The browser's assessment: an httpOnly cookie with a signed credential (see AssessmentLinks). */
export const ASSESSMENT_COOKIE = 'crm_assessment';
export const ASSESSMENT_COOKIE_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

export type ReportViewer = 'owner' | 'admin';

/** What a request shows about who is asking: read from it by the controller, judged here. */
export interface AssessmentVisitor {
  /** The assessment cookie's value, as sent. */
  cookie: unknown;
  /** The `token` of a signed report link, as sent. */
  reportToken: unknown;
  /** The signed-in account: its verified email (null until verified), and whether it is an admin past every step its sign-in needs. */
  account: { email: string | null; verifiedAdmin: boolean } | null;
}

export function assessmentVisitor(req: Request): AssessmentVisitor {
  const auth = req.auth;
  return {
    cookie: (req.cookies as Record<string, unknown> | undefined)?.[ASSESSMENT_COOKIE],
    reportToken: (req.query as Record<string, unknown>).token,
    account: auth
      ? {
          // An address attaches records only once it is verified (an emailed code or link proved it).
          email: auth.user.emailConfirmedAt ? auth.user.email : null,
          verifiedAdmin:
            auth.user.role === 'admin' && (auth.nextLevel !== 'aal2' || auth.session.aal === 'aal2'),
        }
      : null,
  };
}

/** Who may continue an assessment and who may read a report. */
@Injectable()
export class AssessmentAccessPolicy {
  constructor(
    private readonly assessments: AssessmentService,
    private readonly links: AssessmentLinks,
  ) {}

  /** The visitor's assessment (its draft, or the report it became), when its cookie is the current one. */
  async current(visitor: AssessmentVisitor): Promise<AssessmentResponse | null> {
    const id = this.links.cookieResponseId(visitor.cookie);
    const response = id ? await this.assessments.find(id) : null;
    return response && this.links.holdsCookie(response, visitor.cookie) ? response : null;
  }

  /** The draft this visitor is answering; 404 when it has none (or it moved to another device). */
  async currentDraft(visitor: AssessmentVisitor): Promise<AssessmentResponse> {
    const response = await this.current(visitor);
    if (response?.status !== 'draft') {
      throw new AssessmentError(
        404,
        'assessment.no_draft_here',
        'There is no assessment in progress in this browser (it may have moved to another device through an emailed link). Start one from /assessment.',
      );
    }
    return response;
  }

  /**
   * Who may open a submitted report: its respondent (the signed report link, the browser holding
   * its current cookie, or a signed-in account with the same email) and admins. Everyone else gets
   * a 404, which does not even confirm that the report exists.
   */
  viewerOf(response: AssessmentResponse, visitor: AssessmentVisitor): ReportViewer | null {
    if (response.status !== 'submitted') return null;
    if (
      this.links.isReportToken(response.id, visitor.reportToken) ||
      this.links.holdsCookie(response, visitor.cookie) ||
      (visitor.account?.email && response.email && visitor.account.email.toLowerCase() === response.email)
    ) {
      return 'owner';
    }
    return visitor.account?.verifiedAdmin ? 'admin' : null;
  }

  /** The response when this visitor may read its report (as `needs`, when given); 404 otherwise. */
  async readable(id: string, visitor: AssessmentVisitor, needs?: ReportViewer) {
    const response = await this.assessments.find(id);
    const viewer = response ? this.viewerOf(response, visitor) : null;
    if (!response || !viewer || (needs && viewer !== needs))
      throw new AssessmentError(404, 'assessment.report_not_found', 'Report not found.');
    return { response, viewer };
  }
}
