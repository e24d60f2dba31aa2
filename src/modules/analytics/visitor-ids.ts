import { hash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Cookieless visitor ids: SHA-256 of a salt for the UTC day, the IP address, the user agent and the
 * site. The salt is random, shared by every instance (a row per day, first writer wins) and deleted
 * after 48 hours, after which nobody can tell whose an id was. No IP address is ever stored.
 */
@Injectable()
export class VisitorIds {
  private cached: { day: string; salt: Promise<string>; loaded?: string } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async visitorId(ip: string, userAgent: string, at = new Date()): Promise<string> {
    return this.idFor(await this.saltFor(utcDay(at)), ip, userAgent);
  }

  /**
   * The same id at once when the day's salt is already in memory, else null (then use `visitorId`):
   * a page view then costs no promise.
   */
  visitorIdNow(ip: string, userAgent: string, day: string): string | null {
    const salt = this.cached?.day === day ? this.cached.loaded : undefined;
    return salt === undefined ? null : this.idFor(salt, ip, userAgent);
  }

  private idFor(salt: string, ip: string, userAgent: string): string {
    // One-shot: a Hash object per page view cost more than the hashing.
    return hash('sha256', `${salt}\n${ip}\n${userAgent}\n${this.config.appUrl}`, 'hex').slice(0, 32);
  }

  private saltFor(day: string): Promise<string> {
    if (this.cached?.day !== day) {
      const cached: NonNullable<typeof this.cached> = { day, salt: this.loadSalt(day) };
      this.cached = cached;
      cached.salt.then(
        (salt) => (cached.loaded = salt),
        () => {
          if (this.cached === cached) this.cached = null; // a database hiccup must not pin a failed promise
        },
      );
    }
    return this.cached!.salt;
  }

  private async loadSalt(day: string): Promise<string> {
    await this.dataSource.query(
      'INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
      [day, randomBytes(32).toString('base64url')],
    );
    const [row] = (await this.dataSource.query('SELECT salt FROM analytics_salts WHERE day = $1', [
      day,
    ])) as Array<{
      salt: string;
    }>;
    return row.salt;
  }

  /** Forgets the cached salt (after the retention job deleted salts, or in tests that rotate the day). */
  forget(): void {
    this.cached = null;
  }
}
