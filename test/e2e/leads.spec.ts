import { expect, test } from './test';
import { acceptAdminInvitation, arrivedAMinuteAgo, serverDatabaseUrl, serverQuery } from './helpers';

test('a visitor sends the contact form with a mistake, fixes it and sees the thank-you', async ({
  page,
  context,
  baseURL,
}) => {
  await arrivedAMinuteAgo(context, baseURL);
  await page.goto('/contact?utm_source=e2e&utm_campaign=contact-test');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Dana Whitfield');
  await form.getByLabel('Work email').fill('dana@northwind');
  await form.getByLabel('Company').fill('Northwind Traders');
  await form.getByLabel('CRM you use now').selectOption({ label: 'HubSpot' });
  await form.getByLabel('What is it about?').selectOption({ label: 'Moving to another CRM' });
  await form.getByLabel('Your message').fill('We move 40 sellers from spreadsheets to HubSpot next quarter.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();

  const email = form.getByLabel('Work email');
  await expect(form.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  // What was typed is still there.
  await expect(form.getByLabel('Company')).toHaveValue('Northwind Traders');

  await email.fill('dana@northwind.example');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thanks, your message is on its way').first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'A consultant replies within one working day' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(0);
  // The visit's start went with the message, though the page stores it only once the browser is idle.
  if (serverDatabaseUrl() !== null) {
    const [lead] = await serverQuery(
      'SELECT utm_source, utm_campaign, landing_path FROM contact_submissions WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
      ['dana@northwind.example'],
    );
    expect(lead).toEqual({ utm_source: 'e2e', utm_campaign: 'contact-test', landing_path: '/contact' });
  }
});

test.describe('back office', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  test('an admin sends a test email and watches it reach "Sent"', async ({ page }) => {
    await acceptAdminInvitation(page);
    await page.goto('/admin/test-email');
    await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
    await expect(page.getByText('Delivery: SMTP (SMTP_URL)')).toBeVisible();

    await page.getByLabel('Send to').fill('not-an-address');
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();

    await page.getByLabel('Send to').fill('inbox@clearline.example');
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(
      page.getByTestId('toast').getByText('Test email queued for inbox@clearline.example'),
    ).toBeVisible();
    const latest = page.getByRole('region', { name: 'Latest test' });
    await expect(latest.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(latest.getByText('1 attempt')).toBeVisible();

    await latest.getByRole('link', { name: 'Preview the message' }).click();
    await expect(
      page.getByRole('heading', { name: 'Test email from Clearline CRM Advisory', level: 1 }),
    ).toBeVisible();
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'Mail delivery works' }),
    ).toBeVisible();

    // In the outbox list, a message's subject opens it too (not only its date).
    await page.goBack();
    await page
      .getByRole('table')
      .getByRole('link', { name: 'Test email from Clearline CRM Advisory' })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { name: 'Test email from Clearline CRM Advisory', level: 1 }),
    ).toBeVisible();
  });
});
