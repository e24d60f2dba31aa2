import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthService } from '@modules/auth/auth.service';
import { MfaService } from '@modules/auth/mfa.service';
import { formPost, TestApp, Visitor } from './test-app';

export const PASSWORD = 'correct horse battery staple';

export interface ApiSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string; factors: Array<{ id: string; status: string }> };
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export async function createUser(
  app: TestApp,
  options: { email?: string; password?: string; role?: 'admin' | 'client'; confirmed?: boolean } = {},
) {
  return app.app.get(AuthService).createUser({
    email: options.email ?? uniqueEmail(options.role ?? 'client'),
    password: options.password ?? PASSWORD,
    role: options.role,
    confirmed: options.confirmed,
  });
}

/** A browser signed in to the back office as a new admin (no second factor). */
export async function adminVisitor(app: TestApp): Promise<Visitor & { email: string }> {
  const admin = await createUser(app, { role: 'admin' });
  const visitor = await app.visitor();
  const signIn = await formPost(visitor, '/admin-login', { email: admin.email, password: PASSWORD });
  if (signIn.headers.location !== '/admin') throw new Error(`admin sign-in failed: ${signIn.status}`);
  return { ...visitor, email: admin.email };
}

export async function passwordGrant(app: TestApp, email: string, password = PASSWORD) {
  return request(app.app.getHttpServer())
    .post('/auth/v1/token?grant_type=password')
    .send({ email, password });
}

export async function apiSignIn(app: TestApp, email: string, password = PASSWORD): Promise<ApiSession> {
  const response = await passwordGrant(app, email, password);
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as ApiSession;
}

export function api(app: TestApp) {
  return request(app.app.getHttpServer());
}

/** The code an authenticator app shows now (or `steps` periods later). */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** Challenges and verifies a factor with `code` through the API: the response carries the new (aal2) session. */
export async function stepUp(app: TestApp, accessToken: string, factorId: string, code: string) {
  const challenge = await api(app)
    .post(`/auth/v1/factors/${factorId}/challenge`)
    .set('Authorization', `Bearer ${accessToken}`);
  return api(app)
    .post(`/auth/v1/factors/${factorId}/verify`)
    .set('Authorization', `Bearer ${accessToken}`)
    .send({ challenge_id: challenge.body.id, code });
}

/** A user with a verified TOTP factor; returns the secret and an aal1 session. */
export async function userWithTotp(app: TestApp, role: 'admin' | 'client' = 'admin') {
  const user = await createUser(app, { role });
  const session = await apiSignIn(app, user.email);
  const enrolled = await api(app)
    .post('/auth/v1/factors')
    .set('Authorization', `Bearer ${session.access_token}`)
    .send({ factor_type: 'totp', friendly_name: 'Phone' });
  const { id, totp } = enrolled.body as { id: string; totp: { secret: string } };
  const usedCode = totpCode(totp.secret);
  const verified = await stepUp(app, session.access_token, id, usedCode);
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  // `usedCode` lets a test replay the exact code: recomputing it could cross a 30 s boundary and yield a fresh one.
  return { user, factorId: id, secret: totp.secret, usedCode, mfa: app.app.get(MfaService) };
}

export function sql<T = Record<string, unknown>>(
  app: TestApp,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return app.app.get(DataSource).query(text, params);
}

/**
 * The newest email to an address from the outbox, with its first link; of `template` only, when given
 * (a job may write another email to the same address after the one a test looks for).
 */
export async function lastEmailTo(app: TestApp, email: string, template?: string) {
  const [message] = await sql<{
    subject: string;
    text: string;
    html: string;
    status: string;
    template: string;
  }>(
    app,
    `SELECT subject, text, html, status, template FROM mail_outbox
      WHERE to_address = $1 AND ($2::text IS NULL OR template = $2) ORDER BY created_at DESC LIMIT 1`,
    [email, template ?? null],
  );
  if (!message) return undefined;
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.text)?.[1];
  return { ...message, link, path: link ? link.replace(/^https?:\/\/[^/]+/, '') : undefined };
}

export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
} {
  const [header, claims] = token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
  return { header, claims };
}

/**
 * Opens an emailed `/auth/v1/verify` link as a person does: the landing page (which uses nothing
 * up), then its button, which posts the token. Returns the button's response (a redirect).
 */
export async function useEmailLink(visitor: Visitor, path: string) {
  const page = await visitor.agent.get(path).set('X-Inertia', 'true');
  if (page.status !== 200 || page.body.component !== 'auth/verify-link') {
    throw new Error(`the link did not open the landing page: ${page.status} ${JSON.stringify(page.body)}`);
  }
  const { token, type, redirectTo } = page.body.props as { token: string; type: string; redirectTo: string };
  return formPost(visitor, '/auth/verify', { token, type, redirect_to: redirectTo });
}
