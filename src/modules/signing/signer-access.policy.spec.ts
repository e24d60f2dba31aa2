import { InvalidFields } from '@common/errors/invalid-fields';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { AgreementsService } from './agreements.service';
import type { Agreement } from './entities/agreement.entity';
import { SignerAccessPolicy } from './signer-access.policy';
import { SigningError } from './signing.error';

const agreement = (overrides: Partial<Agreement> = {}) =>
  ({
    id: 'a1',
    code: 'ABCD-1234',
    status: 'sent',
    hasPassword: false,
    requireCode: false,
    ...overrides,
  }) as Agreement;

const NO_PROOF = { password: false, code: false };
const PASSWORD = { password: true, code: false };
const EVERY_PROOF = { password: true, code: true };

async function policyWith(found: Agreement | null) {
  const agreements = recorder<AgreementsService>({ find: found, findByCode: found });
  const { service } = await serviceUnderTest(SignerAccessPolicy, {
    fakes: [[AgreementsService, agreements.fake]],
  });
  return { policy: service, agreements };
}

async function refusal(work: Promise<unknown>) {
  return work.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('SignerAccessPolicy (who may see and act on an agreement from the signer side)', () => {
  it('finds a sent agreement by its typed code, normalised, and refuses drafts as unknown codes', async () => {
    const { policy, agreements } = await policyWith(agreement());
    await expect(policy.findByCode(' abcd-1234 ')).resolves.toMatchObject({ id: 'a1' });
    expect(agreements.callsOf('findByCode')[0].args).toEqual(['AGR-ABCD-1234']);

    const drafts = await policyWith(agreement({ status: 'draft' }));
    const error = await refusal(drafts.policy.findByCode('ABCD-1234'));
    expect(error).toBeInstanceOf(InvalidFields);
    expect((error as InvalidFields).fieldErrors).toEqual({
      code: 'No agreement has this code. Check the email it came with.',
    });
  });

  it('does not look up a code that cannot be one', async () => {
    const { policy, agreements } = await policyWith(agreement());
    expect(await refusal(policy.findByCode('<script>'))).toBeInstanceOf(InvalidFields);
    expect(agreements.callsOf('findByCode')).toEqual([]);
  });

  it('hides drafts and unknown agreements (404)', async () => {
    for (const found of [null, agreement({ status: 'draft' })]) {
      const { policy } = await policyWith(found);
      const error = await refusal(policy.visible('a1'));
      expect([error instanceof SigningError, (error as SigningError).status]).toEqual([true, 404]);
    }
  });

  it('opens a protected agreement only past its password (403 for files and actions)', async () => {
    const { policy } = await policyWith(agreement({ hasPassword: true }));
    expect(policy.needsPassword(agreement({ hasPassword: true }), NO_PROOF)).toBe(true);
    expect(policy.needsPassword(agreement({ hasPassword: true }), PASSWORD)).toBe(false);
    const error = await refusal(policy.readable('a1', NO_PROOF));
    expect([(error as SigningError).status, (error as SigningError).code]).toEqual([
      403,
      'signing.password_locked',
    ]);
    await expect(policy.readable('a1', PASSWORD)).resolves.toMatchObject({ id: 'a1' });
  });

  it.each(['signed', 'paid', 'declined', 'expired', 'voided'] as const)(
    'takes no action on an agreement that is %s (409)',
    async (status) => {
      const { policy } = await policyWith(agreement({ status }));
      const error = await refusal(policy.signable('a1', EVERY_PROOF));
      expect([(error as SigningError).status, (error as SigningError).code]).toEqual([
        409,
        'signing.transition_forbidden',
      ]);
    },
  );

  it('signing and declining need the emailed code where the agreement asks for one', async () => {
    const { policy } = await policyWith(agreement({ requireCode: true }));
    expect(
      ((await refusal(policy.signableWithEveryProof('a1', PASSWORD))) as InvalidFields).fieldErrors,
    ).toEqual({
      code: 'Enter the code we emailed you before signing.',
    });
    expect(
      Object.keys(((await refusal(policy.declinable('a1', PASSWORD))) as InvalidFields).fieldErrors),
    ).toEqual(['reason']);
    await expect(policy.signableWithEveryProof('a1', EVERY_PROOF)).resolves.toMatchObject({ id: 'a1' });
    await expect(policy.declinable('a1', EVERY_PROOF)).resolves.toMatchObject({ id: 'a1' });
  });
});
