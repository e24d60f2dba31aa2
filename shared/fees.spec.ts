import {
  feeLinesOf,
  feeSummary,
  feeTotals,
  normaliseVatNumber,
  NO_VAT_NOTE,
  REVERSE_CHARGE_NOTE,
  storedTotals,
  toMinor,
  totalRows,
  vatLabel,
} from './fees';
import type { TemplateVariable } from './signing';

const VARIABLES: TemplateVariable[] = [
  { key: 'client', label: 'Client', type: 'text', required: true },
  { key: 'fee', label: 'Advisory fee', type: 'money', required: true },
  { key: 'workshop', label: 'Workshop day', type: 'money', required: false },
];

describe('fees: one source for what an agreement costs', () => {
  it('reads amounts exactly, without floating point', () => {
    expect([toMinor('1500'), toMinor('1500.5'), toMinor('0.07'), toMinor(' 19.99 ')]).toEqual([
      150000, 150050, 7, 1999,
    ]);
    for (const bad of ['', '-5', '15,00', '1.234', '1e3', 'abc']) expect(toMinor(bad)).toBeNull();
  });

  it('takes the money blanks in template order as lines, leaving out empty and zero ones', () => {
    expect(feeLinesOf(VARIABLES, { client: 'Acme', fee: '1500', workshop: '' })).toEqual([
      { description: 'Advisory fee', amountMinor: 150000 },
    ]);
    expect(
      feeLinesOf(VARIABLES, { fee: '1500', workshop: '250.50' }).map((line) => line.amountMinor),
    ).toEqual([150000, 25050]);
    expect(feeLinesOf(VARIABLES, { fee: '0' })).toEqual([]);
  });

  it('adds VAT once on the net total, rounded half up, and only at the standard rate', () => {
    const lines = [
      { description: 'A', amountMinor: 333 },
      { description: 'B', amountMinor: 333 },
    ];
    // 666 × 20% = 133.2 → 133 (per line it would be 67 + 67 = 134).
    expect(feeTotals(lines, 'standard', 20)).toMatchObject({ netMinor: 666, taxMinor: 133, grossMinor: 799 });
    // 1050 × 7.7% = 80.85 → 81 (half up).
    expect(feeTotals([{ description: 'A', amountMinor: 1050 }], 'standard', 7.7).taxMinor).toBe(81);
    expect(feeTotals(lines, 'reverse_charge', 20)).toMatchObject({
      taxRate: 0,
      taxMinor: 0,
      grossMinor: 666,
    });
    expect(feeTotals(lines, 'none', 20)).toMatchObject({ taxMinor: 0, grossMinor: 666 });
    expect(feeTotals([], 'standard', 20)).toMatchObject({ netMinor: 0, taxMinor: 0, grossMinor: 0 });
  });

  it('prints rates and VAT numbers as invoices do', () => {
    expect([vatLabel(20), vatLabel(7.7), vatLabel(5.5)]).toEqual(['VAT 20%', 'VAT 7.7%', 'VAT 5.5%']);
    expect(normaliseVatNumber('de 123.456-789')).toBe('DE123456789');
    for (const bad of ['123456789', 'D', 'DE', 'DE 1']) expect(normaliseVatNumber(bad)).toBeNull();
  });

  it('shows net, VAT and total the same way on pages and documents, negative on a credit note', () => {
    const totals = feeTotals([{ description: 'Audit', amountMinor: 150000 }], 'standard', 20);
    expect(totalRows(totals, 'EUR')).toEqual([
      ['Net', '€1,500.00'],
      ['VAT 20%', '€300.00'],
      ['Total', '€1,800.00'],
    ]);
    expect(totalRows(totals, 'EUR', { totalLabel: 'Total credited', sign: -1 })[2]).toEqual([
      'Total credited',
      '-€1,800.00',
    ]);
    const reverse = feeTotals(totals.lines, 'reverse_charge', 20);
    expect(feeSummary(reverse, 'EUR', true)).toEqual({
      lines: [{ description: 'Audit', amount: '€1,500.00' }],
      totals: [
        ['Net', '€1,500.00'],
        ['VAT (reverse charge)', '€0.00'],
        ['Total', '€1,500.00'],
      ],
      note: REVERSE_CHARGE_NOTE,
      payOnSigning: true,
    });
    expect(feeSummary(feeTotals(totals.lines, 'none', 20), 'EUR', false)?.note).toBe(NO_VAT_NOTE);
    expect(feeSummary(feeTotals([], 'none', 20), 'EUR', false)).toBeNull();
    expect(feeSummary(totals, null, false)).toBeNull();
  });

  it('reads stored fees back, including an agreement billed elsewhere (no amount due on signing)', () => {
    const stored = {
      feeLines: [{ description: 'Audit', amountMinor: 150000 }],
      taxTreatment: 'standard' as const,
      taxRate: 20,
      netMinor: 150000,
      taxMinor: 30000,
    };
    expect(storedTotals({ ...stored, amountMinor: null }).grossMinor).toBe(180000);
    expect(storedTotals({ ...stored, amountMinor: 180000 })).toMatchObject({
      netMinor: 150000,
      grossMinor: 180000,
    });
    // From before fee lines were stored: only the amount and its tax.
    expect(
      storedTotals({ ...stored, feeLines: [], netMinor: null, amountMinor: 120000, taxMinor: 20000 }),
    ).toMatchObject({ netMinor: 100000, taxMinor: 20000, grossMinor: 120000 });
  });
});
