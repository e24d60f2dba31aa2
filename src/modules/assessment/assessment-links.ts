import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../common/http/not-found';
import { AppConfig } from '../../config/app-config';

type Purpose = 'report' | 'resume' | 'draft-cookie' | 'owner-cookie';

/** A resume link works this long after it was sent. */
export const RESUME_LINK_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * What proves a visitor may see a response: every credential is an HMAC (APP_SECRET) of the
 * response id with its purpose, so none opens what another is for, and the bare id (which a shared
 * summary or a log may show) proves nothing.
 *
 * - report link (`?token=`): the respondent's report, exports and share controls;
 * - resume link: opens a draft on another device until it expires or the draft is submitted;
 * - the browser's cookie: "d" while it holds a draft, "o" once this browser submitted it (so a
 *   browser that only edited the draft, e.g. through a forwarded resume link, never reads the report).
 */
@Injectable()
export class AssessmentLinks {
  constructor(private readonly config: AppConfig) {}

  private sign(purpose: Purpose, value: string): string {
    return createHmac('sha256', this.config.appSecret)
      .update(`assessment-${purpose}:${value}`)
      .digest('base64url')
      .slice(0, 32);
  }

  private matches(purpose: Purpose, value: string, signature: unknown): boolean {
    if (typeof signature !== 'string') return false;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(purpose, value));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  isReportToken(id: string, token: unknown): boolean {
    return this.matches('report', id, token);
  }

  /** A resume token is `<expiry, base 36>.<signature>`. */
  isResumeToken(id: string, token: unknown, now = Date.now()): boolean {
    if (typeof token !== 'string') return false;
    const [expiry, signature] = token.split('.');
    const expiresAt = parseInt(expiry ?? '', 36);
    return (
      Number.isFinite(expiresAt) && expiresAt > now && this.matches('resume', `${id}:${expiry}`, signature)
    );
  }

  cookieValue(kind: 'draft' | 'owner', id: string): string {
    return `${kind === 'draft' ? 'd' : 'o'}.${id}.${this.sign(`${kind}-cookie`, id)}`;
  }

  /** The response a cookie names and what it allows, or null when it is not genuine. */
  readCookie(value: unknown): { kind: 'draft' | 'owner'; id: string } | null {
    if (typeof value !== 'string') return null;
    const [prefix, id, signature] = value.split('.');
    const kind = prefix === 'd' ? 'draft' : prefix === 'o' ? 'owner' : null;
    if (!kind || !isUuid(id) || !this.matches(`${kind}-cookie`, id, signature)) return null;
    return { kind, id };
  }

  /** A path on this site (for links inside the site). */
  reportPath(id: string): string {
    return `/assessment/report/${id}?token=${this.sign('report', id)}`;
  }

  exportPath(id: string, format: 'pdf' | 'csv'): string {
    const token = this.sign('report', id);
    return format === 'csv'
      ? `/assessment/export/${id}?format=csv&token=${token}`
      : `/assessment/export/${id}?token=${token}`;
  }

  /** Absolute URLs, for emails. */
  reportUrl(id: string): string {
    return `${this.config.appUrl}${this.reportPath(id)}`;
  }

  resumeUrl(id: string, now = Date.now()): string {
    const expiry = (now + RESUME_LINK_TTL_MS).toString(36);
    return `${this.config.appUrl}/assessment/resume/${id}?token=${expiry}.${this.sign('resume', `${id}:${expiry}`)}`;
  }

  shareUrl(shareId: string): string {
    return `${this.config.appUrl}/assessment/simple-view/${shareId}`;
  }
}
