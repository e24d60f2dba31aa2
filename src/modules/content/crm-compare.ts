/** `/crm-compare/{a}-vs-{b}[-vs-{c}]`: which CRMs, and the one canonical URL for them. */
export type CompareParse = { kind: 'ok'; slugs: string[]; canonicalPath: string } | { kind: 'not-found' };

export const COMPARE_PREFIX = '/crm-compare/';

/**
 * `resolve` maps a slug or alias to the CRM's canonical slug (or undefined). The canonical order
 * is alphabetical, so every ordering of the same CRMs shares one URL.
 */
export function parseCompareSlug(
  segment: string,
  resolve: (slug: string) => string | undefined,
): CompareParse {
  const parts = segment.toLowerCase().split('-vs-');
  if (parts.length < 2 || parts.length > 3) return { kind: 'not-found' };
  const slugs = parts.map(resolve);
  if (slugs.some((slug) => !slug)) return { kind: 'not-found' };
  const unique = new Set(slugs as string[]);
  if (unique.size !== slugs.length) return { kind: 'not-found' };
  const canonical = [...unique].sort();
  return { kind: 'ok', slugs: canonical, canonicalPath: `${COMPARE_PREFIX}${canonical.join('-vs-')}` };
}

/** Every pair of CRMs, in canonical order (the sitemap lists these). */
export function allComparePairs(slugs: string[]): string[] {
  const sorted = [...slugs].sort();
  return sorted.flatMap((a, i) => sorted.slice(i + 1).map((b) => `${COMPARE_PREFIX}${a}-vs-${b}`));
}

export interface RatedCrm {
  slug: string;
  name: string;
  ratings: Record<string, number>;
}

/** The use cases a compare page gives a verdict for, and the rating each one rests on. */
export const COMPARE_USE_CASES = [
  { id: 'easeOfUse', label: 'A team that wants to be productive in the first week' },
  { id: 'automation', label: 'Marketing and sales automation' },
  { id: 'customisation', label: 'Unusual processes and custom data' },
  { id: 'reporting', label: 'Managers who live in dashboards and forecasts' },
  { id: 'value', label: 'Keeping the bill low as the team grows' },
  { id: 'support', label: 'Teams that expect help from the vendor' },
] as const;

export interface CompareVerdict {
  useCase: string;
  label: string;
  /** Slugs of the best-rated CRMs; more than one is a tie. */
  winners: string[];
  summary: string;
}

/** One verdict per use case, from the editorial ratings; ties are called ties, not broken arbitrarily. */
export function compareVerdicts(crms: RatedCrm[]): CompareVerdict[] {
  return COMPARE_USE_CASES.map(({ id, label }) => {
    const best = Math.max(...crms.map((crm) => crm.ratings[id]));
    const winners = crms.filter((crm) => crm.ratings[id] === best);
    const names = winners.map((crm) => crm.name);
    const summary =
      winners.length === crms.length
        ? `No clear winner: all rate ${best} out of 5 here.`
        : winners.length > 1
          ? `${names.join(' and ')} tie at ${best} out of 5.`
          : `${names[0]} (${best} out of 5) is the stronger choice.`;
    return { useCase: id, label, winners: winners.map((crm) => crm.slug), summary };
  });
}
