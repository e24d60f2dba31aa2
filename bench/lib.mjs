/** What the benchmarks share: percentiles and a statement on the admin database (creating theirs). */
import pg from 'pg';

export const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

export function summary(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
  };
}

export async function onAdminDatabase(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The Inertia page object a server-rendered HTML page carries (for its `version`). */
export const pageObject = (html) =>
  JSON.parse(/<script data-page="app" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)[1]);
