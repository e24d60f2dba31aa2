import { expect, test, type Page } from './test';
import { acceptAdminInvitation, arrivedAMinuteAgo, serverDatabaseUrl, serverQuery } from './helpers';

/** A contact message from a new visitor, in a browser context of its own. */
async function sendContact(page: Page, name: string): Promise<void> {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Work email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@northwind.example`);
  await form.getByLabel('Company').fill('Northwind Traders');
  await form.getByLabel('CRM you use now').selectOption({ label: 'HubSpot' });
  await form.getByLabel('What is it about?').selectOption({ label: 'Moving to another CRM' });
  await form.getByLabel('Your message').fill('We move 40 sellers from spreadsheets to HubSpot next quarter.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thanks, your message is on its way').first()).toBeVisible();
}

test.describe('back office (issue #21)', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  test('the dashboard counts a contact submitted a moment before, and lists it as unread', async ({
    page,
    browser,
    baseURL,
  }) => {
    await acceptAdminInvitation(page);
    await page.goto('/admin');
    const today = page.locator('[data-metric="contacts-today"]');
    const before = Number((await today.textContent())!.replace(/\D/g, ''));

    const visitor = await browser.newContext();
    await arrivedAMinuteAgo(visitor, baseURL);
    await sendContact(await visitor.newPage(), 'Morgan Lee');
    await visitor.close();

    await page.reload();
    await expect(today).toHaveText(String(before + 1));
    // The 30-day trend is drawn in the browser: the server sends its sized box only (issue 40).
    const trend = page.getByRole('img', { name: /^Daily .* over the last 30 days$/ });
    await expect(trend.locator('svg .recharts-line')).toHaveCount(3);
    expect((await trend.boundingBox())?.height).toBe(288);
    const inbox = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /Contact submissions/ });
    await expect(inbox).toContainText(/\d+ unread/);
    await inbox.click();
    await expect(page.getByRole('cell', { name: /Morgan Lee/ })).toBeVisible();

    // On a phone the table scrolls sideways; the status stays in the first view (issue 39).
    await page.setViewportSize({ width: 390, height: 844 });
    const row = page.getByRole('row', { name: /Morgan Lee/ }).first();
    const badge = row.getByText('New', { exact: true });
    await expect(badge).toBeInViewport({ ratio: 1 });
  });

  test('every dashboard figure fits its card at 1280 px and on a phone, a three-figure score included (issue 39)', async ({
    page,
  }) => {
    // A submitted assessment scoring 100 today: the average has two or three digits in every period.
    const [row] = await serverQuery<{ id: string }>(
      "INSERT INTO assessment_responses (bank_version, status, submitted_at, overall_score) VALUES (1, 'submitted', now(), 100) RETURNING id",
    );
    try {
      await acceptAdminInvitation(page);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto('/admin');
        await expect(page.locator('[data-metric="average_score-today"]')).toHaveText(/^\d{2,3}$/);
        const clipped = await page
          .locator('[data-metric]')
          .evaluateAll((cells) =>
            cells
              .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
              .map((cell) => cell.getAttribute('data-metric')),
          );
        expect([viewport.width, clipped]).toEqual([viewport.width, []]);
      }
    } finally {
      await serverQuery('DELETE FROM assessment_responses WHERE id = $1', [row.id]);
    }
  });

  test('an admin changes where /book goes, and /book goes there at once', async ({ page, context }) => {
    await acceptAdminInvitation(page);
    await page.goto('/admin/settings');
    const row = page.locator('tr[data-redirect="/book"]');
    await row.getByRole('button', { name: 'Edit /book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit /book' });
    await dialog.getByLabel('Goes to').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save redirect' }).click();
    await expect(
      dialog.getByText('Use a site path (/services), an https:// URL, or $BOOKING_URL.'),
    ).toBeVisible();
    await dialog.getByLabel('Goes to').fill('/services/workshops');
    await dialog.getByRole('button', { name: 'Save redirect' }).click();
    // The toast itself: Radix's role="status" announcer is in the page for one second only.
    await expect(page.getByTestId('toast').filter({ hasText: 'Redirect saved' })).toBeVisible();
    await expect(row).toContainText('/services/workshops');

    const visitor = await context.browser()!.newContext();
    const tab = await visitor.newPage();
    await tab.goto('/book');
    await expect(tab).toHaveURL(/\/services\/workshops$/);

    // Back as it was, through the same form; the audit trail holds both changes.
    await row.getByRole('button', { name: 'Edit /book' }).click();
    await dialog.getByLabel('Goes to').fill('$BOOKING_URL');
    await dialog.getByRole('button', { name: 'Save redirect' }).click();
    await expect(row).toContainText('$BOOKING_URL');
    const response = await tab.request.get('/book', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).not.toContain('/services/workshops');
    await visitor.close();
    await page.goto('/admin/audit?filter[action]=redirect.updated');
    await expect(
      page.getByRole('cell', { name: /Changed redirect \/book → \/services\/workshops/ }),
    ).toBeVisible();
  });

  test('an admin filters a table, opens the copied link in a new tab and sees the same view', async ({
    page,
    context,
  }) => {
    await acceptAdminInvitation(page);
    await page.goto('/admin/sign-in-activity');
    // The select answers once the page is hydrated: choose again until the table follows.
    await expect(async () => {
      await page.getByLabel('Event').selectOption({ label: 'Signed in' });
      await page.getByLabel('Event').selectOption({ label: 'Invitation accepted' });
      await expect(page).toHaveURL(/filter%5Baction%5D=invite_accepted|filter\[action\]=invite_accepted/, {
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await page.getByLabel('Email or IP address').fill('admin-');
    await page.getByLabel('Email or IP address').press('Enter');
    await expect(page).toHaveURL(/q=admin-/);
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toContainText('Invitation accepted');
    const shown = await rows.allTextContents();

    const tab = await context.newPage();
    await tab.goto(page.url());
    await expect(tab.getByLabel('Event')).toHaveValue('invite_accepted');
    await expect(tab.getByLabel('Email or IP address')).toHaveValue('admin-');
    await expect(tab.locator('tbody tr')).toHaveText(shown);
  });

  test('Ctrl+K jumps to a page, and looks a person up by email', async ({ page }) => {
    await acceptAdminInvitation(page);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Page or email address' });
    await expect(search).toBeFocused();
    await search.fill('audit');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();

    await page.keyboard.press('Control+k');
    await search.fill('someone@example.com');
    await expect(page.getByRole('option').first()).toHaveText(/Everything about someone@example.com/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/data-rights\?email=someone%40example\.com$/);
    await expect(page.getByRole('status').filter({ hasText: 'Nothing is stored' })).toHaveText(
      'Nothing is stored about someone@example.com.',
    );
  });
});

test.describe('stored script in free text (issue #22)', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  const PAYLOAD = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;

  test('renders escaped on every admin page that shows it: no script runs', async ({
    page,
    browser,
    baseURL,
  }) => {
    const visitor = await browser.newContext();
    await arrivedAMinuteAgo(visitor, baseURL);
    const form = await visitor.newPage();
    await form.goto('/contact');
    const contact = form.getByRole('form', { name: 'Contact form' });
    await contact.getByLabel('Your name').fill(`Mallory ${PAYLOAD}`);
    await contact.getByLabel('Work email').fill('mallory@northwind.example');
    await contact.getByLabel('Company').fill(`Evil ${PAYLOAD}`);
    await contact.getByLabel('CRM you use now').selectOption({ label: 'HubSpot' });
    await contact.getByLabel('What is it about?').selectOption({ label: 'Moving to another CRM' });
    await contact.getByLabel('Your message').fill(`Hello ${PAYLOAD} ${'padding '.repeat(5)}`);
    await contact.getByRole('checkbox').check();
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Thanks, your message is on its way').first()).toBeVisible();
    // An error report carrying it too (the site's own reporter path, as a hostile page script would send).
    const token = await form.evaluate(() => {
      const data = document.querySelector('script[data-page]')?.textContent ?? '{}';
      return (JSON.parse(data) as { props?: { errorLogToken?: string } }).props?.errorLogToken ?? '';
    });
    const reported = await form.request.post('/api/log-error', {
      data: {
        error_type: 'TypeError',
        message: `Broken ${PAYLOAD}`,
        severity: 'error',
        url: `${baseURL}/contact`,
      },
      headers: token ? { 'x-error-log-token': token } : {},
    });
    expect(reported.status()).toBe(202);
    // A Jumpstart application with it in every free-text field, sent as the form's own JSON request.
    const xsrf = decodeURIComponent(
      (await visitor.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value,
    );
    const applied = await form.request.post('/jumpstart', {
      headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
      data: {
        company: `Evil Co ${PAYLOAD}`,
        website: 'evil.example',
        companySize: '51-200',
        crm: 'pipedrive',
        seats: '25',
        goals: ['pipeline'],
        success: `Success ${PAYLOAD} with one pipeline the team agrees on.`,
        timeline: 'within-1-month',
        budgetRange: '10k-25k',
        name: `Mallory ${PAYLOAD}`,
        role: `Role ${PAYLOAD}`,
        email: 'mallory@northwind.example',
        phone: '',
        consent: true,
      },
    });
    expect(applied.status()).toBeLessThan(400);
    await visitor.close();

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await acceptAdminInvitation(page);
    await page.goto('/admin/contact-submissions');
    await expect(page.getByText(`Mallory ${PAYLOAD}`)).toBeVisible();
    await page
      .getByRole('row', { name: /Mallory/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByText(`Hello ${PAYLOAD}`)).toBeVisible();
    await page.goto('/admin/jumpstart-applications');
    await expect(page.getByText(`Evil Co ${PAYLOAD}`)).toBeVisible();
    await page
      .getByRole('row', { name: /Evil Co/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByText(`Success ${PAYLOAD}`, { exact: false })).toBeVisible();
    await expect(page.getByText(`Role ${PAYLOAD}`)).toBeVisible();
    await page.goto('/admin/error-logs');
    await expect(page.getByText(`Broken ${PAYLOAD}`).first()).toBeVisible();
    await page
      .getByRole('row', { name: /Broken/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByText(`Broken ${PAYLOAD}`).first()).toBeVisible();
    await page.goto('/admin/data-rights?email=mallory%40northwind.example');
    await page.getByText('Show the records').first().click();
    // Shown as JSON: the quote is escaped once more, the markup is still text.
    await expect(page.getByText(/Mallory \\"><img src=x onerror=alert\(1\)>/).first()).toBeVisible();
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
