import { JobQueue } from '@jobs/job-queue';
import { sql } from './auth-helpers';
import { formPost, pageProps, type TestApp, type Visitor } from './test-app';

/**
 * What the agreement and payment specs share: the seeded template, posts as JSON or as Inertia
 * visits from a fresh documentation address each (so per-IP limits bite only where a test means
 * them to), and waiting for the queued jobs (sealing, invoices).
 */
export function signingHelpers(app: () => TestApp, network: string) {
  let lastOctet = 0;
  const newAddress = () => `${network}.${(lastOctet = (lastOctet % 250) + 1)}`;
  return {
    newAddress,
    templateId: async () =>
      (
        await sql<{ id: string }>(
          app(),
          "SELECT id FROM agreement_templates WHERE name = 'Engagement agreement'",
        )
      )[0].id,
    json: (visitor: Visitor, path: string, body: object) =>
      formPost(visitor, path, body).set('Accept', 'application/json').set('X-Forwarded-For', newAddress()),
    inertiaPost: (visitor: Visitor, path: string, body: object = {}) =>
      formPost(visitor, path, body).set('X-Inertia', 'true').set('X-Forwarded-For', newAddress()),
    /** The signer opens the agreement and signs it with a typed name (past any password gate already). */
    signTyped: async (signer: Visitor, id: string, name: string) => {
      await pageProps(signer, `/sign/${id}/cover`);
      return formPost(signer, `/sign/${id}/sign`, {
        method: 'typed',
        name,
        readConfirmed: true,
        consent: true,
      })
        .set('Accept', 'application/json')
        .set('X-Forwarded-For', newAddress());
    },
    jobsDone: () => (app().app.get(JobQueue) as unknown as { drain(): Promise<void> }).drain(),
  };
}
