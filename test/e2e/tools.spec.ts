import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { arrivedAMinuteAgo, fromOutbox } from './helpers';
import { expectPolishedEverywhere } from './visual-checks';

test.describe('sales-stage generator', () => {
  for (const [label, viewport] of [
    ['on a laptop', { width: 1280, height: 900 }],
    ['on a phone (390 px)', { width: 390, height: 844 }],
  ] as const) {
    test(`a visitor builds a pipeline, changes an answer, shares it, downloads it and emails it ${label}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await arrivedAMinuteAgo(context, baseURL);
      await page.setViewportSize(viewport);
      await page.goto('/sales-stage-generator');
      const stages = page.getByTestId('pipeline-stages').getByRole('heading', { level: 3 });
      // The default answers (B2B services, inbound, $5,000–25,000, 1–3 months).
      await expect(stages.first()).toContainText('Intake');
      await expect(page.getByRole('heading', { name: 'Your pipeline: 6 stages' })).toBeVisible();

      // A SaaS business selling outbound, big deals, long cycles: the preview follows at once.
      await page.getByRole('group', { name: 'Business model' }).getByLabel('SaaS').check();
      await page
        .getByRole('group', { name: 'Sales motion' })
        .getByLabel(/^Outbound/)
        .check();
      await page.getByRole('group', { name: 'Typical deal size' }).getByLabel('Over $100,000').check();
      await page.getByRole('group', { name: 'Sales cycle' }).getByLabel('Over 6 months').check();
      await expect(stages.first()).toContainText('Prospect engaged');
      await expect(stages).toHaveCount(8);
      await expect(page.getByTestId('pipeline-stages')).toContainText('Security and procurement review');
      await expect(page).toHaveURL(/model=saas&motion=outbound&dealSize=over-100k&cycle=over-6-months$/);

      // The address reopens the same pipeline (shared link, reload).
      await page.reload();
      await expect(page.getByRole('group', { name: 'Business model' }).getByLabel('SaaS')).toBeChecked();
      await expect(stages).toHaveCount(8);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'HubSpot CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('sales-pipeline-hubspot.csv');
      const lines = readFileSync((await download.path())!, 'utf8')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Pipeline,Stage,Display order,Probability');
      expect(lines[1]).toBe('Sales pipeline,Prospect engaged,0,0.10');
      expect(lines).toHaveLength(1 + 8 + 2);

      // Email it: a mistake first, then the address; the email holds the same pipeline.
      const emailForm = page.getByRole('form', { name: 'Email it to me' });
      await emailForm.getByLabel('Your email').fill('dana@northwind');
      await emailForm.getByRole('button', { name: 'Send' }).click();
      await expect(emailForm.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
      await expect(emailForm.getByLabel('Your email')).toBeFocused();
      const address = `pipeline-${Date.now()}-${viewport.width}@example.com`;
      await emailForm.getByLabel('Your email').fill(address);
      await emailForm.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('toast').getByText('Pipeline sent')).toBeVisible();
      expect(await fromOutbox(address, /(1\. Prospect engaged \(10%\))/)).toBe('1. Prospect engaged (10%)');
      // The answers survive the round trip.
      await expect(page.getByRole('group', { name: 'Business model' }).getByLabel('SaaS')).toBeChecked();
    });
  }

  test('the advanced generator follows the team structure, keeps the answers in the link and prints a PDF', async ({
    page,
  }) => {
    await page.goto('/advanced-sales-stage-generator');
    // Defaults: SDRs and account executives, recurring revenue: new business and renewals.
    await expect(page.getByTestId('pipeline-new-business')).toContainText('SDR');
    await expect(page.getByTestId('pipeline-renewal-and-expansion')).toBeVisible();

    await page
      .getByRole('group', { name: 'Team structure' })
      .getByLabel(/^Each rep works a deal/)
      .check();
    await page.getByRole('group', { name: 'Recurring revenue' }).getByLabel(/^No/).check();
    await expect(page.getByTestId('pipeline-renewal-and-expansion')).toHaveCount(0);
    await expect(page.getByTestId('pipeline-new-business')).not.toContainText('SDR');
    await expect(page).toHaveURL(/team=full-cycle&recurring=no$/);
    await page.reload();
    await expect(page.getByTestId('pipeline-renewal-and-expansion')).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'PDF to print' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sales-pipeline-design.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  for (const [label, viewport] of [
    ['on a laptop', { width: 1280, height: 900 }],
    ['on a phone (390 px)', { width: 390, height: 844 }],
  ] as const) {
    test(`a visitor completes the inbound lead audit and sees the score and the fixes ${label}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/inbound-lead-audit');
      const form = page.getByRole('form', { name: 'Lead audit' });
      // Sending it half done names what is missing.
      await form
        .getByRole('group', { name: /hear from a person/ })
        .getByLabel('Within an hour')
        .check();
      await form.getByRole('button', { name: 'See my score' }).click();
      await expect(form.getByText('Answer this question.').first()).toBeVisible();
      // Every other question: the first (best) answer, except follow-up, answered weakly.
      for (const group of await form.getByRole('group').all()) {
        if (await group.getByRole('radio', { checked: true }).count()) continue;
        await group.getByRole('radio').first().check();
      }
      await form
        .getByRole('group', { name: /How many times/ })
        .getByLabel('Once or twice')
        .check();
      await expect(form.getByText('16 of 16 answered')).toBeVisible();
      await form.getByRole('button', { name: 'See my score' }).click();
      await expect(page).toHaveURL(/\/inbound-lead-audit\/results\/[A-Za-z0-9_-]{32}$/);
      await expect(page.getByRole('status').filter({ hasText: 'Lead handling score' })).toContainText('90');
      const fixes = page.getByTestId('audit-fixes').getByRole('heading');
      await expect(fixes.first()).toContainText('Follow-up cadence');
      await expect(fixes.nth(1)).toContainText('Speed to lead');
      await expect(page.getByRole('button', { name: 'Replace the link' })).toBeVisible();
      // The results read well at every width and in both themes (once: the laptop run).
      if (viewport.width > 1000) await expectPolishedEverywhere(page, null);
    });
  }
});
