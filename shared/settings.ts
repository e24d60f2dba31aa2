/**
 * The site settings an admin edits at /admin/settings (issue #21). Stored in Postgres, read by every
 * instance; a value never saved falls back to the environment's (README "Configuration").
 */
export interface SiteSettingsValues {
  /** Who gets new-lead and admin notifications (empty: every admin). */
  notificationRecipients: string[];
  /** Where /book and every `$BOOKING_URL` redirect go. */
  bookingUrl: string;
  /** Printed on invoices when an agreement is paid by bank transfer. */
  bankDetails: string;
  /** Raw page views older than this are deleted (daily rollups are kept). */
  analyticsRetentionDays: number;
  /** A CRM appears on the public leaderboard once it has this many completed assessments. */
  leaderboardMinResponses: number;
  /** Days between reminders to a signer who has not signed. */
  signingReminderDays: number;
  /** Reminders sent at most per agreement (0: none). */
  signingMaxReminders: number;
  /** Admins without a verified authenticator are sent to set one up before the back office opens. */
  requireAdminTotp: boolean;
}

export type SettingKey = keyof SiteSettingsValues;

export const SETTING_KEYS: readonly SettingKey[] = [
  'notificationRecipients',
  'bookingUrl',
  'bankDetails',
  'analyticsRetentionDays',
  'leaderboardMinResponses',
  'signingReminderDays',
  'signingMaxReminders',
  'requireAdminTotp',
];

/** Inclusive bounds of the number settings, shared by the form and the server's validation. */
export const SETTING_RANGES = {
  analyticsRetentionDays: [30, 3650],
  leaderboardMinResponses: [1, 1000],
  signingReminderDays: [1, 60],
  signingMaxReminders: [0, 10],
} as const satisfies Partial<Record<SettingKey, readonly [number, number]>>;

export const MAX_NOTIFICATION_RECIPIENTS = 10;
export const MAX_BANK_DETAILS_LENGTH = 1000;

export const SETTING_LABELS: Record<SettingKey, string> = {
  notificationRecipients: 'Notification recipients',
  bookingUrl: 'Booking page URL',
  bankDetails: 'Bank details for invoices',
  analyticsRetentionDays: 'Keep raw page views for (days)',
  leaderboardMinResponses: 'Leaderboard minimum responses',
  signingReminderDays: 'Days between signing reminders',
  signingMaxReminders: 'Signing reminders per agreement',
  requireAdminTotp: 'Require two-step verification for every admin',
};

/** A value as the audit trail and the settings page show it. */
export function settingText(key: SettingKey, value: SiteSettingsValues[SettingKey]): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(every admin)';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (key === 'bankDetails' && value === '') return '(not set)';
  return String(value);
}
