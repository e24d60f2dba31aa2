import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './test';
import { acceptAdminInvitation, serverDatabaseUrl, signInWithEmailedCode } from './helpers';
import { expectPolishedEverywhere } from './visual-checks';

/**
 * Issue 37: an admin publishes a hand-over document to a client and a second version of it; the
 * client signs in with an emailed code, reads both versions in their client area; another client
 * cannot open it.
 */
test.describe('hand-over documents', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'reads the emailed sign-in code from the outbox',
  );

  async function publish(admin: Page, clientEmail: string, title: string) {
    await admin.goto('/admin/documents/new');
    await admin.getByLabel('Client’s email address').fill(clientEmail);
    await admin.getByLabel('Title').fill(title);
    await admin
      .getByLabel('Text')
      .fill('## Deal stages\n\n- Discovery: a call booked\n- Proposal: pricing sent');
    await admin.getByLabel('Note for the client (optional)').fill('First draft');
    await admin.getByLabel('Attachments (optional)').setInputFiles({
      name: 'field-dictionary.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Field,Type\nLead source,Picklist\n'),
    });
    await admin.getByRole('button', { name: 'Publish and email the client' }).click();
    await expect(admin.getByText('Document published').first()).toBeVisible();
    return /documents\/([0-9a-f-]{36})$/.exec(admin.url())![1];
  }

  for (const [label, viewport] of [
    ['on a desktop', undefined],
    ['on a phone (390 px)', { width: 390, height: 844 }],
  ] as const) {
    test(`the client reads the document and its new version in the client area; another client cannot ${label}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const site = baseURL!;
      test.setTimeout(90_000);
      await acceptAdminInvitation(page);
      const clientEmail = `doc-${randomUUID().slice(0, 8)}@example.com`;
      const title = `Pipeline playbook ${randomUUID().slice(0, 4)}`;
      const id = await publish(page, clientEmail, title);

      const context = await browser.newContext(viewport ? { viewport, hasTouch: true, isMobile: true } : {});
      const client = await context.newPage();
      await signInWithEmailedCode(client, site, clientEmail);
      const documents = client.getByRole('region', { name: /Documents/ });
      await documents.getByRole('link', { name: 'Read' }).click();
      await expect(client.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(client.getByRole('heading', { name: 'Deal stages' })).toBeVisible();
      await expect(client.getByText('Version 1, published')).toBeVisible();
      const [attachment] = await Promise.all([
        client.waitForEvent('download'),
        client.getByRole('link', { name: 'field-dictionary.csv' }).click(),
      ]);
      expect(attachment.suggestedFilename()).toBe('field-dictionary.csv');

      // A second version: the text the admin starts from is the current one.
      await page.getByLabel('Text').fill('## Deal stages\n\n- Discovery: a call booked and the budget known');
      await page.getByLabel('What changed (optional)').fill('Budget added to discovery');
      await page.getByRole('button', { name: 'Publish version 2 and email the client' }).click();
      await expect(page.getByText('Version 2 published').first()).toBeVisible();
      await client.reload();
      await expect(client.getByText(/Version 2, published .* Budget added to discovery/)).toBeVisible();
      const [download] = await Promise.all([
        client.waitForEvent('download'),
        client.getByRole('link', { name: 'Download version 2 (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^pipeline-playbook-[a-z0-9]+-v2\.pdf$/);
      await client
        .getByRole('navigation', { name: 'Versions' })
        .getByRole('link', { name: 'Version 1' })
        .click();
      await expect(client.getByText('This is an earlier version.')).toBeVisible();
      await expect(client.getByText('pricing sent')).toBeVisible();
      if (!viewport) await expectPolishedEverywhere(client, null);

      // Another client, with a document of their own, cannot open this one.
      const otherEmail = `doc-other-${randomUUID().slice(0, 8)}@example.com`;
      await publish(page, otherEmail, 'Their own playbook');
      const otherContext = await browser.newContext();
      const other = await otherContext.newPage();
      await signInWithEmailedCode(other, site, otherEmail);
      const refused = await other.goto(`${site}/account/documents/${id}`);
      expect(refused?.status()).toBe(404);
      await expect(other.getByText(title)).toHaveCount(0);
      await otherContext.close();
      await context.close();
    });
  }
});
