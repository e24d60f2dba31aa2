import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DIMENSIONS, type Dimension, type ScoreResult } from '@shared/assessment';
import { AssessmentResponse } from '../assessment-response.entity';

/** Percentiles are shown once this many responses are complete: fewer would say more about chance than about you. */
export const BENCHMARK_MIN_RESPONSES = 10;
/** How long a loaded distribution is used before it is read again (other instances' submissions). */
const BENCHMARK_TTL_MS = 60_000;

interface Distribution {
  count: number;
  /** Each dimension's scores over every submitted response, ascending. */
  sorted: Record<Dimension, number[]>;
}

/**
 * The benchmark: where a response's dimension scores stand among every completed response. The
 * distribution is read once a minute (one pass over the scores), so a report page costs a few
 * binary searches, not a scan.
 */
@Injectable()
export class BenchmarkService {
  private cached: { distribution: Promise<Distribution>; at: number } | null = null;

  constructor(
    @InjectRepository(AssessmentResponse) private readonly responses: Repository<AssessmentResponse>,
  ) {}

  /** A new submission changes the distribution: read it again on next use. */
  invalidate(): void {
    this.cached = null;
  }

  /**
   * The benchmark for one result: completed responses and each dimension's percentile (null while
   * fewer than BENCHMARK_MIN_RESPONSES exist). `includingIt` counts the result itself, for a
   * response scored but not committed yet (the report emailed on submit).
   */
  async compare(
    result: ScoreResult,
    { includingIt = false } = {},
  ): Promise<{ responses: number; percentiles: Record<Dimension, number | null> | null }> {
    const distribution = await this.distribution();
    const responses = distribution.count + (includingIt ? 1 : 0);
    if (responses < BENCHMARK_MIN_RESPONSES) return { responses, percentiles: null };
    const percentiles = Object.fromEntries(
      DIMENSIONS.map((dimension) => {
        const score = result.dimensions[dimension];
        const scores = distribution.sorted[dimension];
        if (score === null) return [dimension, null];
        return [dimension, percentileOf(scores, score, includingIt)];
      }),
    ) as Record<Dimension, number | null>;
    return { responses, percentiles };
  }

  private distribution(): Promise<Distribution> {
    if (!this.cached || Date.now() - this.cached.at > BENCHMARK_TTL_MS) {
      const loading = this.load();
      this.cached = { distribution: loading, at: Date.now() };
      loading.catch(() => {
        if (this.cached?.distribution === loading) this.cached = null;
      });
    }
    return this.cached.distribution;
  }

  private async load(): Promise<Distribution> {
    const rows: Array<{ dimensions: Record<Dimension, number | null> }> = await this.responses
      .createQueryBuilder('response')
      .select("response.result -> 'dimensions'", 'dimensions')
      .where("response.status = 'submitted'")
      .getRawMany();
    const sorted = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, [] as number[]])) as Record<
      Dimension,
      number[]
    >;
    for (const { dimensions } of rows) {
      for (const dimension of DIMENSIONS) {
        const score = dimensions?.[dimension];
        if (typeof score === 'number') sorted[dimension].push(score);
      }
    }
    for (const dimension of DIMENSIONS) sorted[dimension].sort((a, b) => a - b);
    return { count: rows.length, sorted };
  }
}

/**
 * Share of scores below this one, counting ties as half (the usual "percentile rank"), 0–100.
 * `plusItself` counts the score as one more entry (it is not among `sortedScores` yet).
 */
export function percentileOf(sortedScores: number[], score: number, plusItself = false): number {
  const below = lowerBound(sortedScores, score);
  const equal = lowerBound(sortedScores, score + 1e-9) - below + (plusItself ? 1 : 0);
  const total = sortedScores.length + (plusItself ? 1 : 0);
  return total === 0 ? 50 : Math.round((100 * (below + equal / 2)) / total);
}

function lowerBound(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
