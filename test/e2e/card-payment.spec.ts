import { randomUUID } from 'node:crypto';
import { expect, hydrated, test } from './test';
import {
  acceptAdminInvitation,
  fromOutbox,
  PASSWORD,
  serverDatabaseUrl,
  serverQuery,
  signInWithEmailedCode,
  snap,
  takeAssessment,
} from './helpers';
import { expectPolishedEverywhere } from './visual-checks';

/**
 * Issue 35: a template countersigned by the consultancy, paid by card. The site's second instance
 * (scripts/e2e-server.mjs, the next port) takes cards through a Stripe stand-in whose "Pay" button
 * sends the signed webhook, as Stripe Checkout would.
 */
const CARD_SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4173) + 1}`;

test.describe('a countersigned agreement paid by card', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the shared database of both instances',
  );

  for (const [label, viewport] of [
    ['on a desktop', undefined],
    ['on a phone (390 px)', { width: 390, height: 844 }],
  ] as const) {
    test(`the client signs and pays by card, the named admin countersigns, the receipt and the sealed copy follow ${label}`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await expect
        .poll(() =>
          fetch(`${CARD_SITE}/health`).then(
            (r) => r.status,
            () => 0,
          ),
        )
        .toBe(200);
      const adminEmail = await acceptAdminInvitation(page);
      const templateName = `Countersigned engagement ${randomUUID().slice(0, 6)}`;
      // The template (its editor is tested elsewhere): the seeded engagement text, countersigned by this admin.
      await serverQuery(
        `WITH source AS (
           SELECT v.body, v.variables FROM agreement_template_versions v
             JOIN agreement_templates t ON t.id = v.template_id AND v.version = t.current_version
            WHERE t.name = 'Engagement agreement'),
         template AS (INSERT INTO agreement_templates (name, description) VALUES ($1, '') RETURNING id)
         INSERT INTO agreement_template_versions (template_id, version, body, variables, countersigner_email)
         SELECT template.id, 1, source.body, source.variables, $2 FROM template, source`,
        [templateName, adminEmail],
      );

      // Sessions are issued per site (the token's issuer is its address): sign in on the card site too.
      await page.goto(`${CARD_SITE}/sign/create`);
      await page.getByLabel('Email address').fill(adminEmail);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/sign\/create$/, { timeout: 15_000 });
      await hydrated(page);
      const signerEmail = `card-${randomUUID().slice(0, 8)}@example.com`;
      await page.getByLabel('Template').selectOption({ label: `${templateName} (v1)` });
      await page.getByLabel('Client name').fill('Dana Whitfield');
      await page.getByLabel('Company').fill('Northwind Traders');
      await page.getByLabel('Scope of work').fill('Audit the pipeline.');
      await page.getByLabel('Start date').fill('2027-01-11');
      await page.getByLabel('Fee').fill('1500');
      await page.getByLabel('Name', { exact: true }).fill('Dana Whitfield');
      await page.getByLabel('Email', { exact: true }).fill(signerEmail);
      await page.getByLabel('Access password (optional)').fill('orchard lamp 2027');
      await expect(page.getByTestId('fee-totals')).toContainText('Total€1,500.00');
      await page.getByRole('button', { name: 'Create and send' }).click();
      await expect(page.getByText('Agreement sent').first()).toBeVisible();
      await expect(page.getByText(`Waiting for ${adminEmail} (after the client signs)`)).toBeVisible();
      const id = /agreements\/([0-9a-f-]{36})$/.exec(page.url())![1];

      // The client, in a browser of their own.
      const context = await browser.newContext(viewport ? { viewport, hasTouch: true, isMobile: true } : {});
      const client = await context.newPage();
      // The same person took the CRM health assessment before (issue 36: the journey starts there).
      const reportId = await takeAssessment(context, CARD_SITE, signerEmail);
      await client.goto(await fromOutbox(signerEmail, /(https?:\/\/\S+\/sign\/[0-9a-f-]{36}\/cover)/));
      await expect(client).toHaveURL(/\/password$/);
      await client.getByLabel('Password').fill('orchard lamp 2027');
      await client.getByRole('button', { name: 'Continue' }).click();
      await expect(client.getByText('1. You, 2. Clearline CRM Advisory')).toBeVisible();
      await client.getByRole('link', { name: 'Read and sign' }).click();
      await expect(client.getByText(/Signing order: 1\. you, 2\. Clearline CRM Advisory/)).toBeVisible();
      await expect(client.getByRole('table')).toContainText('€1,500.00');
      if (!viewport) await expectPolishedEverywhere(client, null);
      await client.getByTestId('agreement-text').evaluate((box) => box.scrollTo(0, box.scrollHeight));
      await client.getByLabel(/I agree to sign electronically/).check();
      await snap(client, `card-document${viewport ? '-phone' : ''}`);
      await client.getByRole('button', { name: /^Sign/ }).click();
      await expect(client).toHaveURL(/\/payment$/);
      await client.getByRole('button', { name: 'Pay €1,500.00' }).click();
      // Stripe's page (the stand-in), then back to ours, which waits for the webhook by itself.
      await expect(client.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
      await client.getByRole('button', { name: 'Pay €1,500.00' }).click();
      await expect(client).toHaveURL(new RegExp(`/sign/${id}/success$`));
      await expect(client.getByRole('heading', { name: 'Payment received' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(client.getByText(/Clearline CRM Advisory countersigns next/)).toBeVisible();
      await expect(client.getByRole('link', { name: 'Download the receipt (PDF)' })).toBeVisible();
      await snap(client, `card-success${viewport ? '-phone' : ''}`);
      // The receipt is in the outbox: the card payment took the next invoice number.
      expect(await fromOutbox(signerEmail, /(RCT-INV-\d+)/)).toMatch(/^RCT-INV-\d+$/);

      // The named admin countersigns; then the agreement is sealed with both signatures.
      expect(await fromOutbox(adminEmail, /(\/sign\/admin\/agreements\/[0-9a-f-]{36})/)).toBe(
        `/sign/admin/agreements/${id}`,
      );
      await page.reload();
      await page.getByLabel('Your full name').fill('Ada Partner');
      // No two-step on this admin's session: the code emailed to them confirms it is them.
      await page.getByRole('button', { name: 'Email me a code' }).click();
      await expect(page.getByText('Code sent').first()).toBeVisible();
      await page
        .getByLabel('Code from the email')
        .fill(await fromOutbox(adminEmail, /Enter this code on the signing page[^\d]*(\d{6})/));
      await snap(page, 'card-countersign');
      await page.getByRole('button', { name: 'Countersign' }).click();
      await expect(page.getByText('Countersigned', { exact: true }).first()).toBeVisible();
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('link', { name: 'Sealed PDF' })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      expect(await fromOutbox(signerEmail, /(Your signed agreement)/)).toBe('Your signed agreement');

      // The client signs in to their account with an emailed code and finds it all again (issue 36),
      // in a browser that no longer holds the report's cookie or the agreement's password: the account
      // with the verified address is the proof.
      await context.clearCookies();
      await signInWithEmailedCode(client, CARD_SITE, signerEmail);
      const reports = client.getByRole('region', { name: /CRM health assessments/ });
      await expect(reports.getByText('Score', { exact: false })).toBeVisible();
      await expect(reports.getByRole('link', { name: 'Open and share the report' })).toHaveAttribute(
        'href',
        `/assessment/report/${reportId}`,
      );
      const agreements = client.getByRole('region', { name: /Agreements/ });
      await expect(agreements.getByText(templateName)).toBeVisible();
      await expect(agreements.getByRole('link', { name: 'Signed PDF' })).toHaveAttribute(
        'href',
        `/sign/${id}/signed.pdf`,
      );
      await expect(
        client.getByRole('region', { name: /Payments/ }).getByRole('link', { name: 'Receipt PDF' }),
      ).toBeVisible();
      await snap(client, `card-account${viewport ? '-phone' : ''}`);
      if (!viewport) await expectPolishedEverywhere(client, null);
      const files = [`/assessment/report/${reportId}`, `/sign/${id}/signed.pdf`, `/sign/${id}/receipt.pdf`];
      for (const path of files) expect((await context.request.get(`${CARD_SITE}${path}`)).status()).toBe(200);
      await reports.getByRole('link', { name: 'Open and share the report' }).click();
      await expect(client.getByRole('heading', { name: 'Scores by dimension' })).toBeVisible();

      // Another client (an assessment of their own) signs in and can open none of it.
      const otherContext = await browser.newContext();
      const other = await otherContext.newPage();
      const otherEmail = `other-${randomUUID().slice(0, 8)}@example.com`;
      await takeAssessment(otherContext, CARD_SITE, otherEmail);
      await otherContext.clearCookies();
      await signInWithEmailedCode(other, CARD_SITE, otherEmail);
      await expect(other.getByText(templateName)).toHaveCount(0);
      for (const path of files) {
        const response = await otherContext.request.get(`${CARD_SITE}${path}`, { maxRedirects: 0 });
        expect([path, response.status()]).not.toEqual([path, 200]);
      }
      await otherContext.close();
      await context.close();
    });
  }
});
