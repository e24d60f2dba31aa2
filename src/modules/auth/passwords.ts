import { Algorithm, hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the email is unknown, so both failures take as long (no enumeration by timing).
let decoyHash: Promise<string> | undefined;

export async function passwordMatches(
  password: string,
  passwordHash: string | null | undefined,
): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that never matches');
  const target = passwordHash ?? (await decoyHash);
  const matches = await verify(target, password).catch(() => false);
  return matches && Boolean(passwordHash);
}

/** A reason the password is refused, or undefined when it is acceptable. */
export function weakPasswordReason(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password should be at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (new Set(password).size < 4) return 'Password is too easy to guess: use more different characters.';
  return undefined;
}
