import { InvalidFields } from '@common/errors/invalid-fields';
import { AUDIT_QUESTIONS } from '@shared/tools/lead-audit';
import { serviceUnderTest } from '../../../test/support/service-harness';
import { LeadAudit } from './entities/lead-audit.entity';
import { LeadAudits } from './lead-audits.service';

/** The best answer to every question. */
const BEST = Object.fromEntries(
  AUDIT_QUESTIONS.map((question) => [
    question.id,
    [...question.options].sort((a, b) => b.points - a.points)[0].value,
  ]),
);

const audits = async () => serviceUnderTest(LeadAudits, { entities: [LeadAudit] });

describe('LeadAudits (the inbound lead audit’s results)', () => {
  it('refuses unanswered or unknown answers, one message per question, and stores nothing', async () => {
    const { service, store } = await audits();
    const { [AUDIT_QUESTIONS[0].id]: _first, ...missingFirst } = BEST;
    const error = await service
      .submit({ ...missingFirst, [AUDIT_QUESTIONS[1].id]: 'not-an-option' }, '/inbound-lead-audit')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidFields);
    expect(Object.keys((error as InvalidFields).fieldErrors).sort()).toEqual(
      [AUDIT_QUESTIONS[0].id, AUDIT_QUESTIONS[1].id].sort(),
    );
    expect(store.rows(LeadAudit)).toEqual([]);
  });

  it('keeps only the audit’s own questions, with the score, and its links only as hashes', async () => {
    const { service, store } = await audits();
    const { audit, viewToken, ownerToken } = await service.submit({ ...BEST, extra: 'ignored' }, '/tools');
    const [stored] = store.rows(LeadAudit);
    expect(Object.keys(stored.answers).sort()).toEqual(AUDIT_QUESTIONS.map((question) => question.id).sort());
    expect([stored.score, stored.grade]).toEqual([audit.score, audit.grade]);
    expect(audit.score).toBe(100);
    expect(JSON.stringify(stored)).not.toContain(viewToken);
    expect(JSON.stringify(stored)).not.toContain(ownerToken);
    await expect(service.findByViewToken(viewToken)).resolves.toBe(stored);
    expect(service.isOwner(stored, ownerToken)).toBe(true);
    expect(service.isOwner(stored, viewToken)).toBe(false);
  });

  it('a new results link ends the old one at once', async () => {
    const { service } = await audits();
    const { audit, viewToken } = await service.submit(BEST, null);
    const replacement = await service.replaceLink(audit);
    await expect(service.findByViewToken(viewToken)).resolves.toBeNull();
    await expect(service.findByViewToken(replacement)).resolves.toMatchObject({ id: audit.id });
  });
});
