import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';

type LinkPurpose = 'report' | 'resume';

/**
 * Signed links for respondents without an account: the report link (in the report email and on
 * the score page) and the resume link (emailed on request). The response id alone is already
 * unguessable; the signature makes a link's purpose explicit and lets one kind never open the other.
 */
@Injectable()
export class AssessmentLinks {
  constructor(private readonly config: AppConfig) {}

  token(purpose: LinkPurpose, id: string): string {
    return createHmac('sha256', this.config.appSecret)
      .update(`assessment-${purpose}:${id}`)
      .digest('base64url')
      .slice(0, 32);
  }

  isValid(purpose: LinkPurpose, id: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length !== 32) return false;
    return timingSafeEqual(Buffer.from(token), Buffer.from(this.token(purpose, id)));
  }

  /** A path on this site (for links inside the site). */
  reportPath(id: string): string {
    return `/assessment/report/${id}?token=${this.token('report', id)}`;
  }

  exportPath(id: string, format: 'pdf' | 'csv'): string {
    const token = this.token('report', id);
    return format === 'csv'
      ? `/assessment/export/${id}?format=csv&token=${token}`
      : `/assessment/export/${id}?token=${token}`;
  }

  /** Absolute URLs, for emails. */
  reportUrl(id: string): string {
    return `${this.config.appUrl}${this.reportPath(id)}`;
  }

  resumeUrl(id: string): string {
    return `${this.config.appUrl}/assessment/resume/${id}?token=${this.token('resume', id)}`;
  }

  shareUrl(shareId: string): string {
    return `${this.config.appUrl}/assessment/simple-view/${shareId}`;
  }
}
