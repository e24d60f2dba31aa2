import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { AssessmentAccessPolicy, type AssessmentVisitor } from './assessment-access.policy';
import { AssessmentLinks } from './assessment-links';
import type { AssessmentResponse } from './assessment-response.entity';
import { AssessmentService } from './assessment.service';
import { AssessmentError } from './assessment.error';

const SUBMITTED = {
  id: 'r1',
  status: 'submitted',
  email: 'dana@example.com',
  accessKey: 'k1',
} as AssessmentResponse;
const DRAFT = { ...SUBMITTED, status: 'draft', email: null } as AssessmentResponse;

/** Links that accept the cookie "held" and the report token "signed" only. */
const LINKS = {
  cookieResponseId: (cookie: unknown) => (cookie === 'held' ? 'r1' : null),
  holdsCookie: (_response: unknown, cookie: unknown) => cookie === 'held',
  isReportToken: (_id: string, token: unknown) => token === 'signed',
};

const visitor = (overrides: Partial<AssessmentVisitor> = {}): AssessmentVisitor => ({
  cookie: undefined,
  reportToken: undefined,
  account: null,
  ...overrides,
});

async function policyWith(found: AssessmentResponse | null) {
  const assessments = recorder<AssessmentService>({ find: found });
  const { service } = await serviceUnderTest(AssessmentAccessPolicy, {
    fakes: [
      [AssessmentService, assessments.fake],
      [AssessmentLinks, LINKS],
    ],
  });
  return service;
}

describe('AssessmentAccessPolicy (who may continue an assessment and read a report)', () => {
  it('the report’s owner: its signed link, the browser that took it, or an account with its address', async () => {
    const policy = await policyWith(SUBMITTED);
    expect(policy.viewerOf(SUBMITTED, visitor({ reportToken: 'signed' }))).toBe('owner');
    expect(policy.viewerOf(SUBMITTED, visitor({ cookie: 'held' }))).toBe('owner');
    expect(
      policy.viewerOf(SUBMITTED, visitor({ account: { email: 'Dana@Example.com', verifiedAdmin: false } })),
    ).toBe('owner');
  });

  it('an admin reads it only past every step of their sign-in; anyone else reads nothing', async () => {
    const policy = await policyWith(SUBMITTED);
    expect(
      policy.viewerOf(SUBMITTED, visitor({ account: { email: 'ops@example.com', verifiedAdmin: true } })),
    ).toBe('admin');
    expect(
      policy.viewerOf(SUBMITTED, visitor({ account: { email: 'ops@example.com', verifiedAdmin: false } })),
    ).toBeNull();
    expect(policy.viewerOf(SUBMITTED, visitor({ reportToken: 'guessed', cookie: 'stolen?' }))).toBeNull();
    // A draft is nobody's report yet, whoever holds it.
    expect(policy.viewerOf(DRAFT, visitor({ cookie: 'held' }))).toBeNull();
  });

  it('answers a report it may not show with the same 404 as one that does not exist', async () => {
    const policy = await policyWith(SUBMITTED);
    const admin = visitor({ account: { email: 'ops@example.com', verifiedAdmin: true } });
    await expect(policy.readable('r1', admin)).resolves.toMatchObject({ viewer: 'admin' });
    // Sharing is the owner's: an admin asking as owner is refused like a stranger.
    for (const [who, needs] of [
      [visitor(), undefined],
      [admin, 'owner'],
    ] as const) {
      const error = await policy.readable('r1', who, needs).catch((caught: unknown) => caught);
      expect([(error as AssessmentError).status, (error as AssessmentError).code]).toEqual([
        404,
        'assessment.report_not_found',
      ]);
    }
    const missing = await policyWith(null);
    await expect(missing.readable('r1', visitor({ reportToken: 'signed' }))).rejects.toMatchObject({
      code: 'assessment.report_not_found',
    });
  });

  it('continues only the draft this browser holds', async () => {
    await expect((await policyWith(DRAFT)).currentDraft(visitor({ cookie: 'held' }))).resolves.toBe(DRAFT);
    await expect((await policyWith(DRAFT)).currentDraft(visitor({ cookie: 'other' }))).rejects.toMatchObject({
      code: 'assessment.no_draft_here',
    });
    await expect(
      (await policyWith(SUBMITTED)).currentDraft(visitor({ cookie: 'held' })),
    ).rejects.toMatchObject({
      code: 'assessment.no_draft_here',
    });
  });
});
