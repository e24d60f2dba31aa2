import { randomBytes } from 'node:crypto';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-test-provider';
import { acceptAdminInvitation, adminWithTotp, serverDatabaseUrl, snap, totpCode } from './helpers';
import { expect, test } from './test';
import { expectPolishedEverywhere } from './visual-checks';

const CLIENT_ID = 'crm-advisory-e2e';
const CLIENT_SECRET = 'the e2e provider secret';

/**
 * Issue 38: an admin adds the company's OpenID Connect provider in the back office, signs out, and
 * signs in again through it (a real provider on 127.0.0.1), then enters the authenticator code and
 * lands in the back office at aal2.
 */
test.describe('single sign-on for admins', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );
  let oidc: OidcTestProvider;

  test.beforeAll(async () => {
    oidc = await startOidcProvider([
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${test.info().project.use.baseURL}/auth/v1/callback`],
      },
    ]);
  });
  test.afterAll(() => oidc?.close());

  for (const viewport of [null, { width: 390, height: 844 }]) {
    test(`an admin signs in through the company's provider and lands in the back office at aal2${viewport ? ' on a phone (390 px)' : ''}`, async ({
      page,
    }) => {
      // Two admin invitations (each a slow password hash, sharing the pool with the other worker) and a full
      // provider sign-in: about 28 s alone, more beside another spec's sign-ins.
      test.slow();
      if (viewport) await page.setViewportSize(viewport);
      // One admin sets the provider up; another, with an authenticator, then signs in through it.
      await acceptAdminInvitation(page);
      const name = `acme-${randomBytes(3).toString('hex')}`;
      await page.goto('/admin/settings/sign-in-providers/new');
      await page.getByRole('radio', { name: /Another OpenID Connect provider/ }).check();
      await page.getByLabel('Button label').fill('Acme SSO');
      await page.getByLabel('Provider name').fill(name);
      await page.getByLabel('Issuer').fill(oidc.issuer);
      await page.getByLabel('Client id').fill(CLIENT_ID);
      await page.getByLabel('Client secret').fill(CLIENT_SECRET);
      await page.getByLabel(/Clients may sign in with it/).uncheck();
      await page.getByLabel('Admins may sign in with it').check();
      await snap(page, `sso-provider-form${viewport ? '-phone' : ''}`);
      await page.getByRole('button', { name: 'Add provider' }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/sign-in-providers$/);
      const row = page.locator(`[data-provider="${name}"]`);
      await expect(row).toContainText('Acme SSO');
      await expect(row).toContainText('then their authenticator code');
      await page.context().clearCookies();

      const { email, secret } = await adminWithTotp(page);
      // The sign-in page with its "Continue with" button, checked once (it is the same on every run).
      if (!viewport) await expectPolishedEverywhere(page, '/admin-login');
      await page.goto('/admin-login');
      await snap(page, `sso-admin-login${viewport ? '-phone' : ''}`);
      // Two providers may exist at once (the phone and desktop runs): this run's is the last.
      await page.getByRole('link', { name: 'Continue with Acme SSO' }).last().click();
      await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
      await page.getByLabel('Work email').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();

      // Back from the provider: the authenticator code is still asked for (aal1 until it is entered).
      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
      await page.getByLabel('Verification code').fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Verify and continue' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.goto('/admin');
      const shared = await page.evaluate(
        () => JSON.parse(document.querySelector('script[data-page="app"]')!.textContent!).props.auth,
      );
      expect(shared.user).toMatchObject({ email, role: 'admin', aal: 'aal2' });

      // The provider leaves the sign-in page when it is removed.
      await page.goto('/admin/settings/sign-in-providers');
      await row.getByRole('link', { name: 'Acme SSO' }).click();
      await page.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.locator(`[data-provider="${name}"]`)).toHaveCount(0);
    });
  }
});
