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
  /** The profile's strengths, full sentences; a verdict quotes the one about its use case. */
  strengths?: string[];
}

/** The use cases a compare page gives a verdict for, the rating each one rests on, and how a strength about it reads. */
export const COMPARE_USE_CASES = [
  {
    id: 'easeOfUse',
    label: 'A team that wants to be productive in the first week',
    topic: 'ease of use',
    about: /adopt|training|quick|easy|approachable|focused|simple to/i,
  },
  { id: 'automation', label: 'Marketing and sales automation', topic: 'automation', about: /automat/i },
  {
    id: 'customisation',
    label: 'Unusual processes and custom data',
    topic: 'customisation',
    about: /customis|data model|fields|objects|configured/i,
  },
  {
    id: 'reporting',
    label: 'Managers who live in dashboards and forecasts',
    topic: 'reporting',
    about: /report|dashboard|forecast/i,
  },
  {
    id: 'value',
    label: 'Keeping the bill low as the team grows',
    topic: 'value',
    about: /\bfree\b|pricing|price|cost|subscriptions/i,
  },
  {
    id: 'support',
    label: 'Teams that expect help from the vendor',
    topic: 'vendor support',
    about: /support|partners|onboarding/i,
  },
] as const;

export interface CompareVerdict {
  useCase: string;
  label: string;
  /** Slugs of the best-rated CRMs; more than one is a tie. */
  winners: string[];
  summary: string;
}

const listNames = (names: string[]) =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Where `crm` out-rates `other`: the use case with the widest lead, if any. */
function widestLead(crm: RatedCrm, other: RatedCrm): { topic: string; ours: number; theirs: number } | null {
  let best: { topic: string; ours: number; theirs: number } | null = null;
  for (const { id, topic } of COMPARE_USE_CASES) {
    const ours = crm.ratings[id];
    const theirs = other.ratings[id];
    if (ours > theirs && (!best || ours - theirs > best.ours - best.theirs)) best = { topic, ours, theirs };
  }
  return best;
}

/** What a strength is mainly about: the use case it names first ("Reporting and dashboards are approachable…" is about reporting). */
function topicOf(strength: string): string | undefined {
  let first: { id: string; at: number } | undefined;
  for (const { id, about } of COMPARE_USE_CASES) {
    const at = strength.search(about);
    if (at >= 0 && (!first || at < first.at)) first = { id, at };
  }
  return first?.id;
}

/** The strength of `crm` that is mainly about this use case, if its profile has one. */
const strengthAbout = (crm: RatedCrm, useCase: string): string | undefined =>
  crm.strengths?.find((strength) => topicOf(strength) === useCase);

/**
 * One verdict per use case, from the editorial ratings and the profiles' strengths: who is ahead and
 * by how much, why (the winner's strength on that point, quoted from its profile), and when the other
 * is the better pick after all. Ties are called ties, not broken arbitrarily.
 */
export function compareVerdicts(crms: RatedCrm[]): CompareVerdict[] {
  return COMPARE_USE_CASES.map(({ id, label }) => {
    const best = Math.max(...crms.map((crm) => crm.ratings[id]));
    const winners = crms.filter((crm) => crm.ratings[id] === best);
    const others = crms.filter((crm) => crm.ratings[id] !== best);
    const verdict = (summary: string) => ({
      useCase: id,
      label,
      winners: winners.map((crm) => crm.slug),
      summary,
    });
    if (others.length === 0) {
      // A tie all round: the difference is elsewhere, so say where.
      const [a, b] = crms;
      const aLead = widestLead(a, b);
      const bLead = widestLead(b, a);
      const elsewhere = [aLead && `${a.name} on ${aLead.topic}`, bLead && `${b.name} on ${bLead.topic}`]
        .filter(Boolean)
        .join(', ');
      return verdict(
        `No difference here: ${crms.length === 2 ? 'both rate' : 'all rate'} ${best} out of 5.` +
          (elsewhere && crms.length === 2 ? ` Decide on what differs: ${elsewhere}.` : ''),
      );
    }
    const runnerUp = others.reduce((a, b) => (b.ratings[id] > a.ratings[id] ? b : a));
    const margin = best - runnerUp.ratings[id];
    const score = `${best} vs ${runnerUp.ratings[id]} out of 5`;
    const lead =
      winners.length > 1
        ? `${listNames(winners.map((crm) => crm.name))} share the lead (${score} for ${runnerUp.name}).`
        : margin >= 2
          ? `${winners[0].name} is clearly ahead (${score}).`
          : `${winners[0].name} has the edge (${score}).`;
    const reason = winners.length === 1 ? strengthAbout(winners[0], id) : undefined;
    const comeback = winners.length === 1 ? widestLead(runnerUp, winners[0]) : null;
    const instead = comeback
      ? ` ${runnerUp.name} is the better pick if ${comeback.topic} matters more (${comeback.ours} vs ${comeback.theirs}).`
      : ` ${runnerUp.name} does not out-rate ${winners[0].name} on any of our six ratings.`;
    return verdict(`${lead}${reason ? ` ${reason}` : ''}${winners.length === 1 ? instead : ''}`);
  });
}
