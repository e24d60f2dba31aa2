/** Goals other modules record through AnalyticsService.goal(): the steps from a visit to revenue. */
export const GOALS = [
  'contact_submitted',
  'jumpstart_applied',
  'newsletter_confirmed',
  'assessment_started',
  'assessment_completed',
  'agreement_signed',
  'payment_received',
] as const;
export type Goal = (typeof GOALS)[number];

/** Click ids of ad platforms, in the order they are looked for. */
export const CLICK_IDS = ['gclid', 'fbclid', 'msclkid', 'li_fat_id'] as const;
