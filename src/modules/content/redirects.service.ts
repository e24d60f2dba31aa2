import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { QueryFailedError, Repository } from 'typeorm';
import { PageCache } from '@inertia/page-cache';
import { SiteSettings } from '@modules/settings';
import { InvalidFields } from '@common/errors/invalid-fields';
import { RedirectDto } from './dto/redirect.dto';
import { Redirect } from './redirect.entity';

export const BOOKING_URL_TARGET = '$BOOKING_URL';

/** The same rule as the table's CHECK constraint: a site path or an https URL, never javascript: or "//host". */
export const isSafeRedirectTarget = (target: string): boolean =>
  target === BOOKING_URL_TARGET || /^\/([^/\\]|$)/.test(target) || /^https:\/\/[^/\\]/.test(target);

/** Two admins saving the same path at once: the second meets the unique index, and is told as a field error. */
async function uniquePath<T>(saving: Promise<T>): Promise<T> {
  try {
    return await saving;
  } catch (error) {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
      throw new InvalidFields({ path: 'Another redirect already uses this path.' });
    throw error;
  }
}

/** A redirect as the back office shows it and the audit trail records it. */
export type RedirectRecord = Pick<Redirect, 'id' | 'path' | 'target' | 'status' | 'note' | 'enabled'>;

const record = (redirect: Redirect): RedirectRecord => ({
  id: redirect.id,
  path: redirect.path,
  target: redirect.target,
  status: redirect.status,
  note: redirect.note,
  enabled: redirect.enabled,
});

/** Redirect entries live in Postgres and are read per request, so a change applies without a restart. */
@Injectable()
export class RedirectsService {
  constructor(
    @InjectRepository(Redirect) private readonly redirects: Repository<Redirect>,
    private readonly settings: SiteSettings,
    private readonly pageCache: PageCache,
  ) {}

  /** The redirect answering `path`, if it is switched on. */
  find(path: string): Promise<Redirect | null> {
    return this.redirects.findOne({ where: { path, enabled: true } });
  }

  async all(): Promise<RedirectRecord[]> {
    return (await this.redirects.find({ order: { path: 'ASC' } })).map(record);
  }

  async byId(id: string): Promise<RedirectRecord | null> {
    const redirect = await this.redirects.findOneBy({ id });
    return redirect && record(redirect);
  }

  async create(dto: RedirectDto): Promise<RedirectRecord> {
    this.checkTarget(dto);
    if (await this.redirects.existsBy({ path: dto.path }))
      throw new InvalidFields({ path: 'A redirect for this path exists already: edit it.' });
    const saved = await uniquePath(
      this.redirects.save(
        this.redirects.create({ ...dto, note: dto.note ?? null, enabled: dto.enabled ?? true }),
      ),
    );
    await this.changed(`redirect ${dto.path} added`);
    return record(saved);
  }

  /** Saves an edit; returns the redirect before and after (null when there is no such redirect). */
  async update(
    id: string,
    dto: RedirectDto,
  ): Promise<{ before: RedirectRecord; after: RedirectRecord } | null> {
    const existing = await this.redirects.findOneBy({ id });
    if (!existing) return null;
    this.checkTarget(dto);
    if (dto.path !== existing.path && (await this.redirects.existsBy({ path: dto.path })))
      throw new InvalidFields({ path: 'Another redirect already uses this path.' });
    const before = record(existing);
    const saved = await uniquePath(
      this.redirects.save(
        Object.assign(existing, { ...dto, note: dto.note ?? null, enabled: dto.enabled ?? existing.enabled }),
      ),
    );
    await this.changed(`redirect ${dto.path} changed`);
    return { before, after: record(saved) };
  }

  /** The absolute or site-relative destination, carrying the visitor's UTM tags along; null if unsafe. */
  targetFor(redirect: Pick<Redirect, 'target'>, query: Request['query']): string | null {
    if (!isSafeRedirectTarget(redirect.target)) return null;
    const target =
      redirect.target === BOOKING_URL_TARGET ? this.settings.current().bookingUrl : redirect.target;
    const utm = Object.entries(query).filter(
      (entry): entry is [string, string] => entry[0].startsWith('utm_') && typeof entry[1] === 'string',
    );
    if (utm.length === 0) return target;
    const url = new URL(target, 'http://site.invalid');
    for (const [key, value] of utm) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  }

  private checkTarget(dto: RedirectDto): void {
    if (!isSafeRedirectTarget(dto.target) || /\s/.test(dto.target))
      throw new InvalidFields({
        target: 'Use a site path (/services), an https:// URL, or $BOOKING_URL.',
      });
    if (dto.target.split(/[?#]/)[0] === dto.path)
      throw new InvalidFields({ target: 'A redirect cannot point at its own path.' });
  }

  /** A page that was a redirect may be cached as a 404 (or the other way round): start afresh. */
  private async changed(reason: string): Promise<void> {
    await this.pageCache.invalidate(reason);
  }
}
