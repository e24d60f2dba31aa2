import { createPrivateKey, createPublicKey, KeyObject, randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, JWK } from 'jose';

export type SigningAlgorithm = 'ES256' | 'RS256';

export interface SigningKey {
  kid: string;
  alg: SigningAlgorithm;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: JWK;
}

/**
 * The access-token keys: the first signs, every one verifies and is published in the JWKS.
 * A rotation puts a new key first and keeps the old ones until tokens they signed have expired.
 */
export class JwtKeySet {
  private readonly byKid: Map<string, SigningKey>;

  constructor(readonly keys: SigningKey[]) {
    if (keys.length === 0) throw new Error('At least one access-token signing key is needed');
    this.byKid = new Map(keys.map((key) => [key.kid, key]));
  }

  get signing(): SigningKey {
    return this.keys[0];
  }

  find(kid: unknown): SigningKey | undefined {
    return typeof kid === 'string' ? this.byKid.get(kid) : undefined;
  }

  /** Public keys only: never `d` or other private parameters. */
  get jwks(): { keys: JWK[] } {
    return { keys: this.keys.map((key) => key.publicJwk) };
  }

  static fromJwks(privateJwks: object[]): JwtKeySet {
    return new JwtKeySet(privateJwks.map((jwk, index) => signingKeyFromJwk(jwk as JWK, index)));
  }
}

function signingKeyFromJwk(jwk: JWK, index: number): SigningKey {
  const where = `AUTH_JWT_KEYS[${index}]`;
  if (!jwk.kid) throw new Error(`${where} has no "kid"`);
  if (!jwk.d) throw new Error(`${where} is not a private key (no "d")`);
  const alg = algorithmOf(jwk);
  if (!alg) throw new Error(`${where} must be an EC P-256 (ES256) or RSA (RS256) key`);
  const privateKey = createPrivateKey({ key: jwk as never, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const exported = publicKey.export({ format: 'jwk' }) as JWK;
  return {
    kid: jwk.kid,
    alg,
    privateKey,
    publicKey,
    publicJwk: { ...exported, kid: jwk.kid, alg, use: 'sig', key_ops: ['verify'] },
  };
}

function algorithmOf(jwk: JWK): SigningAlgorithm | undefined {
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  if (jwk.kty === 'RSA') return 'RS256';
  return undefined;
}

export async function generatePrivateJwk(alg: SigningAlgorithm = 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg };
}

/**
 * Reads the key file, creating it with one new key when it does not exist yet. Written to a
 * temporary file and hard-linked into place, so processes starting together agree on one key.
 */
export async function readOrCreateKeyFile(path: string): Promise<object[]> {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
    writeFileSync(temporary, JSON.stringify({ keys: [await generatePrivateJwk()] }, null, 2), {
      mode: 0o600,
    });
    try {
      linkSync(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return readKeyFile(path);
}

export function readKeyFile(path: string): object[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { keys?: unknown };
  if (!Array.isArray(parsed.keys)) throw new Error(`${path} must hold {"keys": [private JWKs]}`);
  return parsed.keys as object[];
}

/** Puts a new signing key first; the previous keys stay (published) until `keep` is exceeded. */
export async function rotateKeyFile(path: string, keep = 3): Promise<{ kid: string; retired: number }> {
  const current = existsSync(path) ? readKeyFile(path) : [];
  const next = await generatePrivateJwk();
  const keys = [next, ...current].slice(0, keep);
  // The folder may not exist yet (a fresh checkout has no .data/); the file is replaced atomically.
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(temporary, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
  renameSync(temporary, path);
  return { kid: String(next.kid), retired: current.length + 1 - keys.length };
}
