import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * Data rights (issue #21): each module that stores something about a person answers for its own
 * tables through a `PersonalDataSource`; the back office's data-rights page asks every one of them.
 */
export interface PersonalRecords {
  /** A stable name, e.g. `contact_submissions`. */
  source: string;
  /** What a person reads: "Contact submissions". */
  label: string;
  records: Array<Record<string, unknown>>;
  /** What erasure does to these records. */
  onErase: 'anonymise' | 'delete' | 'keep';
  /** Why records are kept (shown to the admin), when `onErase` is `keep`. */
  keptBecause?: string;
}

export interface ErasureOutcome {
  source: string;
  label: string;
  count: number;
  outcome: 'anonymised' | 'deleted' | 'kept';
  keptBecause?: string;
}

export interface PersonalDataSource {
  findByEmail(email: string): Promise<PersonalRecords[]>;
  /** Anonymises personal fields (keeping what aggregates need) inside the caller's transaction. */
  eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]>;
}

/** The address an erased person's records carry instead: stable per address, unique, never deliverable. */
export function erasedEmail(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `erased-${digest}@erased.invalid`;
}

export const ERASED = '(erased)';

/** A POSIX regular expression matching the address literally (for `regexp_replace(…, 'gi')`). */
export function emailPattern(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A LIKE pattern for text that contains the address. */
export function containsEmail(email: string): string {
  return `%${email
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An erasure outcome for `count` rows, or nothing when there were none. */
export function outcome(
  source: string,
  label: string,
  count: number,
  result: ErasureOutcome['outcome'],
  keptBecause?: string,
): ErasureOutcome[] {
  return count > 0 ? [{ source, label, count, outcome: result, ...(keptBecause && { keptBecause }) }] : [];
}

/** How many rows an UPDATE/DELETE through `manager.query` touched (pg returns [rows, count]). */
export function affected(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
