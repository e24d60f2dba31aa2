import { availableParallelism } from 'node:os';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { AuthError } from './auth.error';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * libuv's thread pool, which argon2 runs on beside file, DNS and zlib work: 4 threads, Node's
 * default (this app never changes it).
 */
const THREAD_POOL_SIZE = 4;

/**
 * Argon2 is made to be slow (about 25 ms of one core, 19 MiB each). Unbounded, a burst of sign-ins
 * takes every core and every pool thread, and page rendering, file reads and compression stall; so
 * hashes run a few at a time, leaving a core and a pool thread for the rest of the site, and a queue
 * longer than MAX_WAITING_HASHES is turned away (429) instead of waiting.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(availableParallelism() - 1, THREAD_POOL_SIZE - 1));
export const MAX_WAITING_HASHES = 64;

class HashingSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= MAX_CONCURRENT_HASHES) {
      if (this.waiting.length >= MAX_WAITING_HASHES) {
        throw new AuthError(
          429,
          'over_request_rate_limit',
          'Too many sign-ins at once. Try again in a moment.',
        );
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const slots = new HashingSlots();

export function hashPassword(password: string): Promise<string> {
  return slots.run(() => hash(password, ARGON2_OPTIONS));
}

// Verified against when the email is unknown, so both failures take as long (no enumeration by timing).
let decoyHash: Promise<string> | undefined;

export async function passwordMatches(
  password: string,
  passwordHash: string | null | undefined,
): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that never matches');
  const target = passwordHash ?? (await decoyHash);
  const matches = await slots
    .run(() => verify(target, password))
    .catch((error: unknown) => {
      if (error instanceof AuthError) throw error;
      return false;
    });
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
