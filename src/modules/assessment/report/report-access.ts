import type { Request } from 'express';
import type { AssessmentLinks } from '../assessment-links';
import type { AssessmentResponse } from '../assessment-response.entity';

/** The browser's assessment: an httpOnly cookie with a signed credential (see AssessmentLinks). */
export const ASSESSMENT_COOKIE = 'crm_assessment';
export const ASSESSMENT_COOKIE_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

export type ReportViewer = 'owner' | 'admin';

/** The response this browser's cookie names, and whether it holds the draft or submitted it. */
export const browserAssessment = (req: Request, links: AssessmentLinks) =>
  links.readCookie((req.cookies as Record<string, unknown> | undefined)?.[ASSESSMENT_COOKIE]);

/**
 * Who may open a submitted report: its respondent (the signed report link, the browser that
 * submitted it, or a signed-in account with the same email) and admins. Everyone else gets a 404,
 * which does not even confirm that the report exists.
 */
export function reportViewer(
  response: AssessmentResponse,
  req: Request,
  links: AssessmentLinks,
): ReportViewer | null {
  if (response.status !== 'submitted') return null;
  const cookie = browserAssessment(req, links);
  const auth = req.auth;
  if (
    links.isReportToken(response.id, (req.query as Record<string, unknown>).token) ||
    (cookie?.kind === 'owner' && cookie.id === response.id) ||
    (auth && response.email && auth.user.email.toLowerCase() === response.email)
  ) {
    return 'owner';
  }
  const adminVerified =
    auth?.user.role === 'admin' && (auth.nextLevel !== 'aal2' || auth.session.aal === 'aal2');
  return adminVerified ? 'admin' : null;
}
