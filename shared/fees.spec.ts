import { feeLinesOf, feeTotals, normaliseVatNumber, toMinor, vatLabel } from './fees';
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
});
