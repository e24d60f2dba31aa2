import { expect, test } from '@playwright/test';
import { acceptAdminInvitation } from './helpers';
import { expectPolishedEverywhere } from './visual-checks';

/**
 * Every public page template and the main admin pages at 390, 768 and 1280 px, light and dark: no
 * sideways scroll, no text cut off, images sized, phone tap targets ≥ 24 px, and no serious or
 * critical axe violation (visual-checks.ts). The assessment's score and report pages are checked at
 * the end of the assessment test, which is what reaches them.
 */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/crm',
  '/crm/marketing',
  '/hubspot',
  '/crm-compare',
  '/crm-compare/hubspot-vs-pipedrive',
  '/crm-compare/hubspot-vs-pipedrive-vs-salesforce',
  '/help',
  '/help?q=lead%20routing',
  '/help/adoption/admin-governance',
  '/hubspot-to-pipedrive',
  '/leaderboard',
  '/sales-stage-generator',
  '/sales-stage-generator?model=saas&motion=outbound&dealSize=over-100k&cycle=over-6-months',
  '/advanced-sales-stage-generator',
  '/inbound-lead-audit',
  '/assessment',
  '/login',
  '/forgot-password',
  '/no-such-page',
];

test.describe('design checks', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of PUBLIC_PAGES) {
    test(`${path} reads well on a phone, a tablet and a laptop, light and dark`, async ({ page }) => {
      await expectPolishedEverywhere(page, path);
    });
  }

  test('an assessment step reads well everywhere', async ({ page }) => {
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Start the assessment' }).click();
    await expect(page).toHaveURL(/\/assessment\/profile$/);
    await expectPolishedEverywhere(page, '/assessment/profile');
  });

  test('the main admin pages read well everywhere', async ({ page }) => {
    test.setTimeout(240_000);
    await acceptAdminInvitation(page);
    for (const path of [
      '/admin',
      '/admin/analytics-dashboard',
      '/admin/responses',
      '/admin/newsletter-subscribers',
      '/admin/error-logs',
      '/admin/test-email',
      '/admin/lead-audits',
      '/sign/admin',
      '/admin/settings',
      '/admin/team',
      '/admin/audit',
      '/admin/data-rights?email=someone%40example.com',
      '/account/security',
    ])
      await expectPolishedEverywhere(page, path);
  });
});
