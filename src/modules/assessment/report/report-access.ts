import type { Request } from 'express';
import type { AssessmentLinks } from '../assessment-links';
import type { AssessmentResponse } from '../assessment-response.entity';

/** The browser's assessment: an httpOnly cookie with a signed credential (see AssessmentLinks). */
export const ASSESSMENT_COOKIE = 'crm_assessment';
export const ASSESSMENT_COOKIE_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

export type ReportViewer = 'owner' | 'admin';

const cookieOf = (req: Request) => (req.cookies as Record<string, unknown> | undefined)?.[ASSESSMENT_COOKIE];

/** The id of the response this browser's cookie names (check it with `holdsAssessment`). */
export const browserAssessmentId = (req: Request, links: AssessmentLinks) =>
  links.cookieResponseId(cookieOf(req));

/** Whether this browser's cookie is the response's current one (its draft, or the report it became). */
export const holdsAssessment = (req: Request, response: AssessmentResponse, links: AssessmentLinks) =>
  links.holdsCookie(response, cookieOf(req));

/**
 * Who may open a submitted report: its respondent (the signed report link, the browser holding
 * its current cookie, or a signed-in account with the same email) and admins. Everyone else gets a 404,
 * which does not even confirm that the report exists.
 */
export function reportViewer(
  response: AssessmentResponse,
  req: Request,
  links: AssessmentLinks,
): ReportViewer | null {
  if (response.status !== 'submitted') return null;
  const auth = req.auth;
  if (
    links.isReportToken(response.id, (req.query as Record<string, unknown>).token) ||
    holdsAssessment(req, response, links) ||
    (auth && response.email && auth.user.email.toLowerCase() === response.email)
  ) {
    return 'owner';
  }
  const adminVerified =
    auth?.user.role === 'admin' && (auth.nextLevel !== 'aal2' || auth.session.aal === 'aal2');
  return adminVerified ? 'admin' : null;
}
