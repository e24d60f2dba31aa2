import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { InstanceBroadcast } from '@common/instance-broadcast';
import { PageCache } from '@inertia/page-cache';
import { SETTING_KEYS, SettingKey, SiteSettingsValues } from '@shared/settings';
import { SiteSetting } from './entities/site-setting.entity';

/** A setting's change as the audit trail records it. */
export interface SettingsChange {
  before: Partial<SiteSettingsValues>;
  after: Partial<SiteSettingsValues>;
}

interface ErrorLogTokens {
  current: string;
  /** Pages opened before a rotation still send the old token for a while. */
  previous: string | null;
  rotatedAt: string;
}

const ERROR_LOG_TOKEN_KEY = 'errorLogToken';
/** How long the token before a rotation is still accepted. */
export const PREVIOUS_TOKEN_GRACE_MS = 24 * 3600 * 1000;
/** Every instance re-reads the settings at least this often, even if a change message was lost. */
const REFRESH_INTERVAL_MS = 30_000;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The settings admins edit at /admin/settings, stored in Postgres. Every instance keeps them in
 * memory (pages read them synchronously); a save reloads them here, tells the other instances
 * through Redis, and empties the output cache, so a change applies everywhere without a restart.
 */
@Injectable()
export class SiteSettings implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Settings');
  private values: SiteSettingsValues;
  private saved = new Map<string, { updatedBy: string | null; updatedAt: Date }>();
  private tokens: ErrorLogTokens | null = null;
  private readonly broadcast: InstanceBroadcast;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly pageCache: PageCache,
  ) {
    this.values = this.defaults();
    this.broadcast = new InstanceBroadcast(
      config.redisUrl,
      `${config.queuePrefix}:settings:changed`,
      () => void this.reload().then(() => this.pageCache.clear('settings changed (another instance)')),
      'Settings',
    );
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload(), REFRESH_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.broadcast.close();
  }

  /** The settings in force (from memory: no query). */
  current(): SiteSettingsValues {
    return this.values;
  }

  /** The environment's values: what a setting is until an admin saves it. */
  defaults(): SiteSettingsValues {
    return {
      notificationRecipients: [...this.config.mail.adminNotify],
      bookingUrl: this.config.bookingUrl,
      bankDetails: this.config.payments.bankDetails,
      // Legal details are the consultancy's own: an admin enters them; until then invoices say who
      // issued them and charge no VAT (an agreement cannot be taxed without a VAT number).
      sellerName: 'Clearline CRM Advisory',
      sellerAddress: '',
      sellerVatNumber: '',
      vatRate: 20,
      analyticsRetentionDays: this.config.analytics.retentionDays,
      leaderboardMinResponses: 5,
      signingReminderDays: this.config.signing.reminderDays,
      signingMaxReminders: this.config.signing.maxReminders,
      requireAdminTotp: false,
    };
  }

  /** Who saved each setting last, and when (absent: the environment's value). */
  savedBy(): Record<string, { updatedBy: string | null; updatedAt: string }> {
    return Object.fromEntries(
      [...this.saved].map(([key, entry]) => [key, { ...entry, updatedAt: entry.updatedAt.toISOString() }]),
    );
  }

  /** Saves the values that differ, in one transaction; returns what changed (empty when nothing did). */
  async update(values: SiteSettingsValues, actor: string): Promise<SettingsChange> {
    await this.reload();
    const change: SettingsChange = { before: {}, after: {} };
    const changed = SETTING_KEYS.filter(
      (key) => JSON.stringify(values[key]) !== JSON.stringify(this.values[key]),
    );
    if (changed.length === 0) return change;
    await this.dataSource.transaction(async (manager) => {
      for (const key of changed) {
        await manager.upsert(SiteSetting, { key, value: values[key], updatedBy: actor }, ['key']);
        assign(change.before, key, this.values[key]);
        assign(change.after, key, values[key]);
      }
    });
    await this.changed(`settings saved: ${changed.join(', ')}`);
    return change;
  }

  /** Whether a page's error-log token is good: the current one, or the one before it for a day. */
  acceptsErrorLogToken(token: string | undefined): boolean {
    const expected = this.errorLogToken();
    if (!expected) return true;
    if (!token) return false;
    const matches = (candidate: string) => timingSafeEqual(digest(token), digest(candidate));
    if (matches(expected)) return true;
    const previous = this.tokens?.previous;
    const inGrace = this.tokens && Date.now() - Date.parse(this.tokens.rotatedAt) < PREVIOUS_TOKEN_GRACE_MS;
    return Boolean(previous && inGrace && matches(previous));
  }

  /** The token pages send with error reports (none: reports are accepted without one). */
  errorLogToken(): string | undefined {
    return this.tokens?.current ?? this.config.errorLog.token;
  }

  errorLogTokenRotatedAt(): string | null {
    return this.tokens?.rotatedAt ?? null;
  }

  /** A new random error-log token; the old one keeps working for a day (open tabs still send it). */
  async rotateErrorLogToken(actor: string): Promise<void> {
    // The token in force may have been rotated on another instance a moment ago.
    await this.reload();
    const tokens: ErrorLogTokens = {
      current: randomBytes(24).toString('base64url'),
      previous: this.errorLogToken() ?? null,
      rotatedAt: new Date().toISOString(),
    };
    await this.dataSource
      .getRepository(SiteSetting)
      .upsert({ key: ERROR_LOG_TOKEN_KEY, value: tokens, updatedBy: actor }, ['key']);
    await this.changed('error-log token rotated');
  }

  private async changed(reason: string): Promise<void> {
    await this.reload();
    // Cached public pages carry settings (the booking link, the error-log token): drop them everywhere.
    await this.pageCache.invalidate(reason);
    // Never throws: the others re-read within 30 s if the message is lost.
    await this.broadcast.publish(reason);
  }

  /** Reads the table again (at boot, on a change message, every 30 s). */
  async reload(): Promise<void> {
    let rows: SiteSetting[];
    try {
      rows = await this.dataSource.getRepository(SiteSetting).find();
    } catch (error) {
      this.logger.warn(`Settings not read, keeping the last ones: ${(error as Error).message}`);
      return;
    }
    const values = this.defaults();
    const saved = new Map<string, { updatedBy: string | null; updatedAt: Date }>();
    let tokens: ErrorLogTokens | null = null;
    for (const row of rows) {
      if (row.key === ERROR_LOG_TOKEN_KEY) tokens = row.value as ErrorLogTokens;
      else if ((SETTING_KEYS as readonly string[]).includes(row.key)) {
        assign(values, row.key as SettingKey, row.value);
        saved.set(row.key, { updatedBy: row.updatedBy, updatedAt: row.updatedAt });
      }
    }
    this.values = values;
    this.saved = saved;
    this.tokens = tokens;
  }
}

function assign(target: Partial<SiteSettingsValues>, key: SettingKey, value: unknown): void {
  (target as Record<string, unknown>)[key] = value;
}
