import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type KeyLike } from 'jose';

export interface OidcTestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  /** An id_token signed with the provider's own key, claims as given (iss, aud, exp can be wrong on purpose). */
  signIdToken(claims: JWTPayload & { email?: string; email_verified?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a real OpenID Connect provider (test/support/oidc-provider-server.mjs, the `oidc-provider`
 * package) on 127.0.0.1 with these clients, in its own process (the package is ESM-only).
 */
export async function startOidcProvider(clients: OidcTestClient[]): Promise<OidcTestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const child = spawn(process.execPath, [join(__dirname, 'oidc-provider-server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_CLIENTS: JSON.stringify(
        clients.map((client) => ({ ...client, grant_types: ['authorization_code'] })),
      ),
      OIDC_SIGNING_JWK: JSON.stringify(jwk),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const issuer = await readyLine(child);
  return {
    issuer,
    signIdToken: (claims) => sign(privateKey, kid, issuer, claims),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function readyLine(child: ChildProcess): Promise<string> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The OIDC provider did not start: ${errors}`)), 15_000);
    child.once('exit', (code) => reject(new Error(`The OIDC provider exited (${code}): ${errors}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
  });
}

function sign(key: KeyLike, kid: string, issuer: string, claims: JWTPayload): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: issuer, iat: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);
}

/**
 * A cookie-keeping user agent that follows redirects by hand until one leaves for `stopAt`. On the
 * provider's sign-in form it types `loginAs` (flows that send no login_hint).
 */
export async function followRedirects(
  start: string,
  stopAt: string,
  options: { jar?: Map<string, string>; loginAs?: string } = {},
): Promise<string> {
  const jar = options.jar ?? new Map<string, string>();
  let url = start;
  let form: string | null = null;
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.startsWith(stopAt)) return url;
    const host = new URL(url).host;
    const cookie = [...jar.entries()]
      .filter(([key]) => key.startsWith(`${host}|`))
      .map(([key, value]) => `${key.split('|')[1]}=${value}`)
      .join('; ');
    const response = await fetch(url, {
      redirect: 'manual',
      headers: {
        ...(cookie && { cookie }),
        ...(form !== null && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form !== null && { method: 'POST', body: form }),
    });
    form = null;
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(`${host}|${pair.slice(0, index)}`, pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (
      !location &&
      response.status === 200 &&
      options.loginAs &&
      new URL(url).pathname.startsWith('/interaction/')
    ) {
      form = new URLSearchParams({ email: options.loginAs }).toString();
      continue;
    }
    if (!location)
      throw new Error(`${url} answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('Too many redirects');
}
