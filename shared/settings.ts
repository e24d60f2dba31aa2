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
  /** The seller's legal name, as invoices, receipts and credit notes print it. */
  sellerName: string;
  /** The seller's postal address (several lines). */
  sellerAddress: string;
  /** The seller's VAT number; empty: not VAT-registered, so agreements charge no VAT. */
  sellerVatNumber: string;
  /** The standard VAT rate in percent (up to 2 decimals), for agreements taxed at the standard rate. */
  vatRate: number;
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
  'sellerName',
  'sellerAddress',
  'sellerVatNumber',
  'vatRate',
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
export const MAX_SELLER_ADDRESS_LENGTH = 500;
/** Inclusive bounds of the VAT rate in percent (the highest standard rate in the EU is 27%). */
export const VAT_RATE_RANGE = [0, 50] as const;

export const SETTING_LABELS: Record<SettingKey, string> = {
  notificationRecipients: 'Notification recipients',
  bookingUrl: 'Booking page URL',
  bankDetails: 'Bank details for invoices',
  sellerName: 'Legal name on invoices',
  sellerAddress: 'Address on invoices',
  sellerVatNumber: 'VAT number',
  vatRate: 'Standard VAT rate (%)',
  analyticsRetentionDays: 'Keep raw page views for (days)',
  leaderboardMinResponses: 'Leaderboard minimum responses',
  signingReminderDays: 'Days between signing reminders',
  signingMaxReminders: 'Signing reminders per agreement',
  requireAdminTotp: 'Require two-step verification for every admin',
};

/** A value as the audit trail and the settings page show it. */
export function settingText(_key: SettingKey, value: SiteSettingsValues[SettingKey]): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(every admin)';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (value === '') return '(not set)';
  return String(value);
}
