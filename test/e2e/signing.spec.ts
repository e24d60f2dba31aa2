import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from './test';
import { acceptAdminInvitation, fromOutbox, serverDatabaseUrl, snap } from './helpers';
import { expectPolishedEverywhere } from './visual-checks';

/** An admin fills /sign/create (watching the live preview) and sends the agreement. */
async function adminSends(page: Page, signerEmail: string, options: { password: string; amount: string }) {
  await acceptAdminInvitation(page);
  await page.goto('/sign/admin');
  await page.getByRole('link', { name: 'New agreement' }).first().click();
  await expect(page).toHaveURL(/\/sign\/create$/);
  // The seeded template (other tests add templates that may sort first).
  const template = page.getByLabel('Template');
  await template.selectOption(
    (await template
      .locator('option', { hasText: /^Engagement agreement \(v\d+\)$/ })
      .first()
      .getAttribute('value'))!,
  );
  await page.getByLabel('Client name').fill('Dana Whitfield');
  await page.getByLabel('Company').fill('Northwind Traders');
  await expect(page.getByTestId('agreement-preview')).toContainText('Northwind Traders');
  await page.getByLabel('Scope of work').fill('Audit the pipeline and rebuild the deal stages.');
  await page.getByLabel('Start date').fill('2027-01-11');
  await page.getByLabel('Fee').fill(options.amount);
  await expect(page.getByTestId('agreement-preview')).toContainText('€1,500.00');
  await page.getByLabel('Name', { exact: true }).fill('Dana Whitfield');
  await page.getByLabel('Email', { exact: true }).fill(signerEmail);
  // One source for the fee: the template's money blanks are the lines the client pays on signing.
  await expect(page.getByTestId('fee-totals')).toContainText(
    `Total€${Number(options.amount).toLocaleString('en-GB')}.00`,
  );
  await expect(page.getByLabel(/The signer pays this total when they sign/)).toBeChecked();
  await page.getByLabel('Access password (optional)').fill(options.password);
  await page.getByLabel(/Ask for a code emailed to the signer/).check();
  await snap(page, 'signing-create');
  await page.getByRole('button', { name: 'Create and send' }).click();
  await expect(page).toHaveURL(/\/sign\/admin\/agreements\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Engagement agreement' })).toBeVisible();
  await expect(page.getByText('Agreement sent').first()).toBeVisible();
}

/** The signer, in a browser of their own: the emailed link, the password, the code, reading, drawing, signing. */
async function signerSigns(
  browser: Browser,
  signerEmail: string,
  password: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport, hasTouch: true, isMobile: true } : {});
  const page = await context.newPage();
  const link = await fromOutbox(signerEmail, /https?:\/\/\S+(\/sign\/[0-9a-f-]{36}\/cover)/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/password$/);
  await page.getByLabel('Password').fill('not it');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await snap(page, `signing-cover${viewport ? '-phone' : ''}`);
  // The client's pages read well at every width and in both themes (once: the desktop run).
  if (!viewport) await expectPolishedEverywhere(page, null);
  await page.getByRole('link', { name: 'Read and sign' }).click();
  if (!viewport) await expectPolishedEverywhere(page, null);

  await page.getByRole('button', { name: 'Email me a code' }).click();
  const code = await fromOutbox(signerEmail, /Enter this code on the signing page[^\d]*(\d{6})/);
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Code confirmed').first()).toBeVisible();

  const sign = page.getByRole('button', { name: /^Sign/ });
  await expect(sign).toBeDisabled();
  await page.getByTestId('agreement-text').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(page.getByText('You have reached the end.')).toBeVisible();
  await expect(sign).toBeEnabled();

  await page.getByText('Draw my signature').click();
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 20 + step * 15, box.y + box.height / 2 + (step % 2 ? -18 : 18), {
      steps: 3,
    });
  await page.mouse.up();
  // The drawing stays on the pad after the pen lifts (the form re-renders on every stroke).
  const inkedPixels = () =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
      let inked = 0;
      for (let index = 3; index < data.length; index += 4)
        if (data[index] > 0 && data[index - 1] < 128) inked += 1;
      return inked;
    });
  await expect.poll(inkedPixels).toBeGreaterThan(50);
  await page.getByLabel(/I agree to sign electronically/).check();
  expect(await inkedPixels()).toBeGreaterThan(50);
  await snap(page, `signing-document${viewport ? '-phone' : ''}`);
  await sign.click();
  return { page, context };
}

test.describe('signing an agreement', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  for (const [label, viewport] of [
    ['on a desktop', undefined],
    ['on a phone (390 px)', { width: 390, height: 844 }],
  ] as const) {
    test(`an admin sends an agreement; the client passes password and code, draws, signs and gets the invoice ${label}`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const signerEmail = `client-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'mango river 2027';
      await adminSends(page, signerEmail, { password, amount: '1500' });
      const signer = await signerSigns(browser, signerEmail, password, viewport);
      await expect(signer.page).toHaveURL(/\/payment$/);
      await expect(signer.page.getByRole('heading', { name: 'One step left: the payment' })).toBeVisible();
      // The invoice is issued in the background; the page shows it when it is ready.
      await expect(signer.page.getByText(/^INV-\d+$/).first()).toBeVisible({ timeout: 15_000 });
      await expect(signer.page.getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();
      await snap(signer.page, `signing-invoice${viewport ? '-phone' : ''}`);
      if (!viewport) await expectPolishedEverywhere(signer.page, null);

      // The client waits on the success page; the admin sees the agreement signed and invoiced and
      // marks it paid; the waiting page notices by itself (usePoll reloads its `paid` prop).
      const id = /\/sign\/([0-9a-f-]{36})\//.exec(signer.page.url())![1];
      await signer.page.goto(`/sign/${id}/success`);
      await expect(
        signer.page.getByRole('heading', { name: 'Waiting for your bank transfer' }),
      ).toBeVisible();
      await signer.page.evaluate(() => ((window as unknown as { waited: boolean }).waited = true));
      await page.reload();
      await expect(page.getByText('Awaiting payment').first()).toBeVisible();
      await snap(page, 'signing-admin-agreement');
      // One click is not enough: the admin confirms that the transfer arrived.
      await page.getByRole('button', { name: 'Mark invoice paid' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
      await expect(page.getByText('Marked paid').first()).toBeVisible();
      expect(page.url()).toContain(id);
      await expect(signer.page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
        timeout: 10_000,
      });
      // The sealed copy is one click away on the site too.
      const download = signer.page.getByRole('link', { name: 'Download the signed agreement (PDF)' });
      await expect(download).toHaveAttribute('href', `/sign/${id}/signed.pdf`);
      // Same document: the page was not reloaded by hand.
      expect(await signer.page.evaluate(() => (window as unknown as { waited?: boolean }).waited)).toBe(true);
      // The receipt is in the outbox, for the invoice the client was sent.
      expect(await fromOutbox(signerEmail, /(RCT-INV-\d+)/)).toMatch(/^RCT-INV-\d+$/);
      if (!viewport) await expectPolishedEverywhere(signer.page, null);
      await signer.context.close();
    });
  }
});
