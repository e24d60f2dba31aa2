import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@common/http/not-found';
import { AppConfig } from '@config/app-config';
import { routes } from '@shared/routes';

type Purpose = 'report' | 'resume' | 'browser';

/** A resume link works this long after it was sent (and only until it is used or a newer one is sent). */
export const RESUME_LINK_TTL_MS = 30 * 24 * 3600 * 1000;

export const newKey = () => randomBytes(18).toString('base64url');

/**
 * What proves a visitor may see a response. Every credential is an HMAC (APP_SECRET) with its
 * purpose, so none opens what another is for, and the bare response id (which a log or a shared
 * page may show) proves nothing:
 *
 * - the browser cookie `<id>.<HMAC of id and the response's access key>`: edit the draft, then
 *   read the report it became;
 * - a resume link, `<expiry>.<HMAC of id, the response's resume key and expiry>`: works once, until
 *   it expires or a newer link is sent; using it gives the access key a new value, so the draft
 *   moves to that browser and whoever held it before (say, someone who forwarded the link) loses it;
 * - the report link (`?token=<HMAC of id>`): the report, exports and share controls, from any device.
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

  isResumeToken(
    response: { id: string; resumeKey: string | null },
    token: unknown,
    now = Date.now(),
  ): boolean {
    if (typeof token !== 'string' || !response.resumeKey) return false;
    const [expiry, signature] = token.split('.');
    const expiresAt = parseInt(expiry ?? '', 36);
    return (
      Number.isFinite(expiresAt) &&
      expiresAt > now &&
      this.matches('resume', `${response.id}:${response.resumeKey}:${expiry}`, signature)
    );
  }

  cookieValue(response: { id: string; accessKey: string }): string {
    return `${response.id}.${this.sign('browser', `${response.id}:${response.accessKey}`)}`;
  }

  /** The response id a cookie names (not yet checked: see `holdsCookie`). */
  cookieResponseId(value: unknown): string | null {
    if (typeof value !== 'string') return null;
    const [id] = value.split('.');
    return isUuid(id) ? id : null;
  }

  holdsCookie(response: { id: string; accessKey: string }, value: unknown): boolean {
    if (typeof value !== 'string') return false;
    const [id, signature] = value.split('.');
    return id === response.id && this.matches('browser', `${response.id}:${response.accessKey}`, signature);
  }

  /** A path on this site (for links inside the site). */
  reportPath(id: string): string {
    return routes.assessment.report(id, { token: this.sign('report', id) });
  }

  exportPath(id: string, format: 'pdf' | 'csv'): string {
    const token = this.sign('report', id);
    return format === 'csv'
      ? routes.assessment.export(id, { format: 'csv', token })
      : routes.assessment.export(id, { token });
  }

  /** Absolute URLs, for emails. */
  reportUrl(id: string): string {
    return `${this.config.appUrl}${this.reportPath(id)}`;
  }

  resumeUrl(response: { id: string; resumeKey: string | null }, now = Date.now()): string {
    const expiry = (now + RESUME_LINK_TTL_MS).toString(36);
    const signature = this.sign('resume', `${response.id}:${response.resumeKey}:${expiry}`);
    return `${this.config.appUrl}${routes.assessment.resumePage(response.id, { token: `${expiry}.${signature}` })}`;
  }

  shareUrl(shareId: string): string {
    return `${this.config.appUrl}${routes.assessment.simpleView(shareId)}`;
  }
}
