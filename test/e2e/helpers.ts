import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { SECTION_IDS } from '../../shared/assessment/model';
import { formTimeStamp } from '../../src/common/security/form-time-stamp';
import { answersFor } from '../support/assessment-answers';
import { hydrated } from './test';

export const PASSWORD = 'a long admin passphrase';

export function serverDatabaseUrl(): string | null {
  return (JSON.parse(readFileSync('test-results/e2e-server.json', 'utf8')) as { databaseUrl: string | null })
    .databaseUrl;
}

export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** `npm run admin:create` against the browser tests' database; returns the printed one-time link's path. */
function createAdmin(email: string): string {
  const output = execFileSync(process.execPath, ['dist/server/src/cli/create-admin.js', '--email', email], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: serverDatabaseUrl()!,
      DATABASE_MIGRATE_ON_START: 'false',
    },
    encoding: 'utf8',
  });
  return (
    new URL(/(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(output)![1]).pathname +
    new URL(/(https?:\/\/\S+)/.exec(output)![1]).search
  );
}

/** A new admin follows the invitation link and chooses a password: signed in, on /admin. Returns the email. */
export async function acceptAdminInvitation(page: Page): Promise<string> {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(createAdmin(email));
  // The link's page uses nothing until the person clicks (mail scanners open links too).
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page).toHaveTitle(/Admin Confirmed/);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password and continue' }).click();
  // Password hashing is slow by design, and parallel workers share its pool.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  return email;
}

/** An admin who followed the invitation, chose a password and turned on two-step verification; signed out. */
export async function adminWithTotp(page: Page): Promise<{ email: string; secret: string }> {
  const email = await acceptAdminInvitation(page);

  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByText('On: signing in asks for a code from your app.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  return { email, secret };
}

/** Runs one statement against the browser tests' database (for rows a test needs and cannot make by clicking). */
export async function serverQuery<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl()! });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** E2E_SCREENSHOTS=dir saves a picture of each step (for reviewing the design, not for assertions). */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/**
 * The first match of `pattern` (its group 1) in the newest email to `to`, as soon as the email is in
 * the outbox (jobs send it while the test goes on): polled until it arrives, never a fixed wait.
 */
export async function fromOutbox(to: string, pattern: RegExp): Promise<string> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl()! });
  await client.connect();
  try {
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ text: string }>(
            'SELECT text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC',
            [to],
          );
          found = rows.map((row) => pattern.exec(row.text)?.[1]).find(Boolean);
          return found;
        },
        { message: `an email to ${to} matching ${pattern}`, timeout: 15_000 },
      )
      .toBeTruthy();
    return found as string;
  } finally {
    await client.end();
  }
}

/**
 * Makes the browser a visitor who first came a minute ago: the server drops forms sent sooner after a
 * browser's first page than a person could fill them in (src/modules/leads/form-tokens.ts).
 */
export async function arrivedAMinuteAgo(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const stamp = formTimeStamp(process.env.E2E_APP_SECRET as string, Date.now() - 60_000);
  await context.addCookies([{ name: 'form_time', value: stamp, url: baseURL }]);
}

/**
 * Takes the CRM health assessment in `context` with the requests its pages send (the pages
 * themselves are tested in assessment.spec.ts), submitted for `email`. Returns the report's id.
 */
export async function takeAssessment(context: BrowserContext, site: string, email: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${site}/assessment`);
  const csrf = (await context.cookies(site)).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${site}${path}`, {
      data,
      headers: { 'X-XSRF-TOKEN': csrf, 'X-Inertia': 'true' },
      maxRedirects: 0,
    });
    expect([path, response.status()]).toEqual([path, 303]);
  };
  await post('/assessment/start', {});
  for (const step of SECTION_IDS.slice(0, -1))
    await post(`/assessment/${step}`, { answers: answersFor(step), direction: 'next' });
  await post('/assessment/submit', {
    answers: answersFor(SECTION_IDS.at(-1)!),
    name: 'Dana Whitfield',
    email,
    consent: true,
  });
  await page.close();
  return (await context.cookies(site))
    .find((cookie) => cookie.name === 'crm_assessment')!
    .value.split('.')[0];
}

/** Signs `page` in to the client area with the code emailed to `email`; it lands on /account. */
export async function signInWithEmailedCode(page: Page, site: string, email: string): Promise<void> {
  await page.goto(`${site}/account/sign-in`);
  // The page's code loads after the first paint: typing before it runs leaves React's field empty.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page
    .getByLabel('Code from the email')
    .fill(await fromOutbox(email, /sign in to your CRM Advisory account: (\d{6})/));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A sign-in ends with a full page load: its fields answer once it has hydrated.
  await expect(page).toHaveURL(`${site}/account`);
  await hydrated(page);
}
