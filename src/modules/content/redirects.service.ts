import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { Redirect } from './redirect.entity';

export const BOOKING_URL_TARGET = '$BOOKING_URL';

/** The same rule as the table's CHECK constraint: a site path or an https URL, never javascript: or "//host". */
export const isSafeRedirectTarget = (target: string): boolean =>
  target === BOOKING_URL_TARGET || /^\/([^/\\]|$)/.test(target) || /^https:\/\/[^/\\]/.test(target);

/** Redirect entries live in Postgres and are read per request, so a change applies without a restart. */
@Injectable()
export class RedirectsService {
  constructor(
    @InjectRepository(Redirect) private readonly redirects: Repository<Redirect>,
    private readonly config: AppConfig,
  ) {}

  find(path: string): Promise<Redirect | null> {
    return this.redirects.findOne({ where: { path } });
  }

  all(): Promise<Redirect[]> {
    return this.redirects.find({ order: { path: 'ASC' } });
  }

  /** The absolute or site-relative destination, carrying the visitor's UTM tags along; null if unsafe. */
  targetFor(redirect: Redirect, query: Request['query']): string | null {
    if (!isSafeRedirectTarget(redirect.target)) return null;
    const target = redirect.target === BOOKING_URL_TARGET ? this.config.bookingUrl : redirect.target;
    const utm = Object.entries(query).filter(
      (entry): entry is [string, string] => entry[0].startsWith('utm_') && typeof entry[1] === 'string',
    );
    if (utm.length === 0) return target;
    const url = new URL(target, 'http://site.invalid');
    for (const [key, value] of utm) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  }
}
