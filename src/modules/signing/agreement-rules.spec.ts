import { InvalidFields } from '@common/errors/invalid-fields';
import { AGREEMENT_STATUSES, type TemplateVariable } from '@shared/signing';
import {
  checkedValues,
  isCalendarDate,
  newAgreementCode,
  normaliseAgreementCode,
  paymentDue,
  TRANSITIONS,
} from './agreement-rules';

const VARIABLES: TemplateVariable[] = [
  { key: 'client', label: 'Client', type: 'text', required: true },
  { key: 'fee', label: 'Fee', type: 'money', required: true },
  { key: 'start', label: 'Start date', type: 'date', required: false },
  { key: 'notes', label: 'Notes', type: 'multiline', required: false },
];

function refusal(given: Record<string, unknown>): Record<string, string> {
  try {
    checkedValues(VARIABLES, given);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidFields);
    return (error as InvalidFields).fieldErrors;
  }
  throw new Error('expected a refusal');
}

describe('agreement rules', () => {
  it('moves an agreement only along its status machine', () => {
    const allowed = (name: string) => TRANSITIONS[name].from;
    expect(allowed('sign')).toEqual(['viewed']);
    expect(allowed('pay')).toEqual(['signed', 'awaiting_payment']);
    // Nothing leaves a final state except a refund of a paid agreement.
    for (const final of ['declined', 'voided', 'expired', 'refunded'])
      expect(Object.values(TRANSITIONS).filter((step) => step.from.includes(final as never))).toEqual([]);
    for (const step of Object.values(TRANSITIONS)) expect(AGREEMENT_STATUSES).toContain(step.to);
  });

  it('accepts the template values, trimmed and without NUL characters', () => {
    expect(
      checkedValues(VARIABLES, { client: '  Northwind\0 ', fee: '1500.50', start: '2026-12-01' }),
    ).toEqual({
      client: 'Northwind',
      fee: '1500.50',
      start: '2026-12-01',
      notes: '',
    });
  });

  it('refuses each wrong value with a message naming its field', () => {
    expect(refusal({ fee: '1,500', start: '2026-02-30', notes: 'x'.repeat(5001) })).toEqual({
      'variables.client': 'Fill in “Client”.',
      'variables.fee': 'Enter “Fee” as an amount, like 1500 or 1500.50.',
      'variables.start': 'Enter “Start date” as a date.',
      'variables.notes': '“Notes” can be at most 5000 characters.',
    });
    expect(refusal({ client: ['Northwind'], fee: '10' })).toEqual({
      'variables.client': '“Client” must be text.',
    });
  });

  it('knows a calendar date from a string that only looks like one', () => {
    expect(['2024-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', 'tomorrow'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads an agreement code however it was typed, and makes new ones in that form', () => {
    expect(normaliseAgreementCode('agr 7k3m q9xz')).toBe('AGR-7K3M-Q9XZ');
    expect(normaliseAgreementCode('7K3M-Q9XZ')).toBe('AGR-7K3M-Q9XZ');
    expect([
      normaliseAgreementCode('AGR-7K3M'),
      normaliseAgreementCode(42),
      normaliseAgreementCode('x'.repeat(41)),
    ]).toEqual([null, null, null]);
    const code = newAgreementCode();
    expect(code).toMatch(/^AGR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(normaliseAgreementCode(code)).toBe(code);
  });

  it('owes a payment only for a positive amount', () => {
    expect([
      paymentDue({ amountMinor: 150000 }),
      paymentDue({ amountMinor: 0 }),
      paymentDue({ amountMinor: null }),
    ]).toEqual([true, false, false]);
  });
});
