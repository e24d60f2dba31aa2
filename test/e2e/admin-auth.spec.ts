import { expect, test, type Page } from './test';
import { adminWithTotp, PASSWORD, serverDatabaseUrl, totpCode } from './helpers';

async function signInWithCode(page: Page, email: string, secret: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  // One step ahead: the set-up already used the current step's code, and a code is never accepted twice.
  await page.getByLabel('Verification code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
}

test.describe('admin sign-in', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  test('an admin signs in with password and TOTP code, reaches the dashboard, and signs out', async ({
    page,
  }) => {
    const { email, secret } = await adminWithTotp(page);
    await page.goto('/admin-login');
    await expect(page).toHaveTitle(/Admin Login/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');

    await signInWithCode(page, email, secret);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Error logs' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('an anonymous visit to /admin/error-logs lands on the admin login and returns there after sign-in', async ({
    page,
  }) => {
    const { email, secret } = await adminWithTotp(page);
    await page.goto('/admin/error-logs');
    await expect(page).toHaveURL(/\/admin-login$/);
    await signInWithCode(page, email, secret);
    await expect(page).toHaveURL(/\/admin\/error-logs$/);
    await expect(page.getByRole('heading', { name: 'Error logs', level: 1 })).toBeVisible();
  });
});

test.describe('a form filled or sent before the page’s script has run', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  test('sends what was typed: the fields hydrate with it (a slow phone)', async ({ page }) => {
    const { email } = await adminWithTotp(page);
    await page.context().clearCookies();
    // The page's scripts wait until the fields are filled, as on a slow connection.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/admin-login', { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The credentials reached the server: it asks for the second factor.
    await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  });

  test('the browser posts it itself: the sign-in completes and no password or code is ever in a URL', async ({
    page,
  }) => {
    const { email, secret } = await adminWithTotp(page);
    await page.context().clearCookies();
    // The page's script never arrives (a slow or failed connection): every press is the browser's own.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.goto('/admin-login', { waitUntil: 'commit' });

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
    const code = totpCode(secret, 1);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    expect(
      requests.filter((line) => line.startsWith('POST ')).map((line) => new URL(line.slice(5)).pathname),
    ).toEqual(['/admin-login', '/admin-login', '/admin-login/code']);
    const secrets = [PASSWORD, 'not the password', code].map(encodeURIComponent);
    expect(requests.filter((line) => secrets.some((value) => line.includes(value)))).toEqual([]);
  });
});
