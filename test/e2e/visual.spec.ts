import { expect, test } from './test';
import { acceptAdminInvitation } from './helpers';
import { accessibilityProblems, expectPolishedEverywhere, layoutProblems } from './visual-checks';

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
  '/docs',
  '/docs/implementation/pipeline-configuration',
  '/training',
  '/hubspot-to-pipedrive',
  '/leaderboard',
  '/sales-stage-generator',
  '/sales-stage-generator?model=saas&motion=outbound&dealSize=over-100k&cycle=over-6-months',
  '/advanced-sales-stage-generator',
  '/inbound-lead-audit',
  '/assessment',
  '/login',
  '/account/sign-in',
  '/account/sign-in?email=someone%40example.com&sent=1',
  '/forgot-password',
  '/no-such-page',
];

/** A person's browser as analytics counts it (the tests' own Chromium says it is headless). */
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const VIEWED_PAGES = [
  ...['hubspot', 'pipedrive', 'salesforce', 'zoho', 'odoo', 'attio', 'twenty', 'insightly', 'netsuite'],
  ...['activecampaign', 'about', 'pricing', 'services', 'workshops', 'jumpstart', 'toolkit', 'contact'],
  ...['crm', 'crm/erp', 'crm/simple', 'crm/marketing', 'help', 'assessment', 'leaderboard', 'fast-track'],
  ...[
    'crm-mastery-program',
    'zoho-to-hubspot',
    'hubspot-to-pipedrive',
    'sales-stage-generator',
    'crm-compare',
  ],
];

test.describe('design checks', () => {
  // Each page's check stands alone: spread over the workers.
  test.describe.configure({ timeout: 120_000, mode: 'parallel' });

  test('the checks find what they look for, and leave a closing toast alone', async ({ page }) => {
    await page.setContent(`<main>
      <h1>Checks</h1>
      <img src="data:," width="10" height="10">
      <button></button>
      <p style="color: #bbb; background: #fff">Hard to read</p>
      <ul><li data-state="closed" style="color: #ddd; background: #fff">A toast on its way out</li></ul>
      <div style="width: 2000px">Too wide</div>
    </main>`);
    const problems = await accessibilityProblems(page);
    expect(problems).toContain('image-alt (critical): img');
    expect(problems).toContain('button-name (critical): button');
    expect(problems).toContain('color-contrast (serious): p');
    expect(await accessibilityProblems(page, true)).toEqual(['color-contrast (serious): p']);
    expect(await layoutProblems(page, false)).toEqual([
      expect.stringMatching(/^page scrolls sideways: \d+px content in 1280px$/),
    ]);
  });

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

  /**
   * The main admin pages, in groups with an admin each, run side by side on the workers: one test of
   * all 21 took four minutes alone at the end of the suite on a slow machine.
   */
  const ADMIN_PAGES = [
    ['/admin', '/admin/analytics-dashboard', '/admin/responses', '/admin/newsletter-subscribers'],
    ['/admin/error-logs', '/admin/test-email', '/admin/lead-audits', '/sign/admin', '/admin/settings'],
    ['/admin/settings/sign-in-providers', '/admin/settings/sign-in-providers/new', '/admin/team'],
    ['/admin/audit', '/admin/data-rights?email=someone%40example.com'],
    ['/admin/clients?email=someone%40example.com', '/admin/documents', '/admin/documents/new'],
    // `/account`: an admin's own client home, every section empty, with what to do next.
    ['/admin/training', '/admin/training/everyday-crm', '/account/security', '/account'],
  ];
  for (const paths of ADMIN_PAGES) {
    test(`the admin pages ${paths.join(', ')} read well everywhere`, async ({ page, request }) => {
      if (paths.includes('/admin')) {
        // Views of 30 different pages, so the dashboard's "Top pages" list scrolls whatever ran before.
        for (const path of VIEWED_PAGES)
          await request.get(`/${path}`, {
            headers: { 'User-Agent': DESKTOP_CHROME, 'X-Forwarded-For': '198.51.100.30' },
          });
      }
      await acceptAdminInvitation(page);
      for (const path of paths) await expectPolishedEverywhere(page, path);
    });
  }
});
