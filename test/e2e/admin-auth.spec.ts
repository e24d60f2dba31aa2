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
