import type { Agreement } from '@modules/signing';
import type { Payment } from './entities/payment.entity';
import { creditNoteDocument, invoiceDocument, receiptDocument } from './payment-documents';

const SELLER = {
  sellerName: 'Clearline CRM Advisory Ltd',
  sellerAddress: '1 Example Street\nLondon EC1A 1AA',
  sellerVatNumber: 'GB123456789',
};

const agreement = (changes: Partial<Agreement> = {}) =>
  ({
    title: 'CRM advisory engagement',
    code: 'AGR-ABCD-EFGH',
    signerName: 'Dana Whitfield',
    signerEmail: 'dana@example.com',
    variables: { company: 'Northwind Traders' },
    currency: 'EUR',
    feeLines: [
      { description: 'Advisory fee', amountMinor: 150000 },
      { description: 'Workshop day', amountMinor: 50000 },
    ],
    taxTreatment: 'standard',
    taxRate: 20,
    buyerVatNumber: null,
    netMinor: 200000,
    taxMinor: 40000,
    amountMinor: 240000,
    ...changes,
  }) as Agreement;

const payment = (changes: Partial<Payment> = {}) =>
  ({
    id: '0f0e0d0c-0000-4000-8000-000000000000',
    provider: 'invoice',
    invoiceNumber: 1042,
    creditNoteNumber: null,
    createdAt: new Date('2026-11-02T10:00:00Z'),
    paidAt: new Date('2026-11-09T10:00:00Z'),
    refundedAt: null,
    seller: null,
    ...changes,
  }) as Payment;

describe('payment documents (invoice, receipt, credit note)', () => {
  it('an invoice at the standard rate: seller and VAT number, line items, net, VAT and gross', () => {
    const invoice = invoiceDocument(agreement(), payment(), SELLER, {
      dueOn: '16 Nov 2026',
      bankDetails: 'IBAN X',
    });
    expect(invoice.number).toBe('INV-1042');
    expect(invoice.seller).toEqual({
      name: 'Clearline CRM Advisory Ltd',
      address: ['1 Example Street', 'London EC1A 1AA'],
      vatNumber: 'GB123456789',
    });
    expect(invoice.facts).toEqual([
      ['Issued', '2 Nov 2026'],
      ['Due', '16 Nov 2026'],
    ]);
    expect(invoice.lines).toEqual([
      { description: 'Advisory fee', amount: '€1,500.00' },
      { description: 'Workshop day', amount: '€500.00' },
    ]);
    expect(invoice.totals).toEqual([
      ['Net', '€2,000.00'],
      ['VAT 20%', '€400.00'],
      ['Total due', '€2,400.00'],
    ]);
    expect(invoice.notes.join(' ')).toContain('INV-1042 as the payment reference');
  });

  it('a reverse-charge invoice names the customer’s VAT number and says who accounts for VAT', () => {
    const invoice = invoiceDocument(
      agreement({
        taxTreatment: 'reverse_charge',
        taxRate: 0,
        taxMinor: 0,
        amountMinor: 200000,
        buyerVatNumber: 'DE123456789',
      }),
      payment(),
      SELLER,
      { dueOn: '16 Nov 2026', bankDetails: 'IBAN X' },
    );
    expect(invoice.customer).toContain('VAT number: DE123456789');
    expect(invoice.totals).toEqual([
      ['Net', '€2,000.00'],
      ['VAT (reverse charge)', '€0.00'],
      ['Total due', '€2,000.00'],
    ]);
    expect(invoice.notes[0]).toMatch(/^Reverse charge: VAT to be accounted for by the customer/);
  });

  it('prints the seller details kept with the payment, not today’s settings', () => {
    const kept = { ...SELLER, sellerName: 'Clearline (old name) Ltd' };
    expect(receiptDocument(agreement(), payment({ seller: kept }), SELLER).seller.name).toBe(
      'Clearline (old name) Ltd',
    );
  });

  it('a receipt carries its invoice’s number and says nothing more is due', () => {
    const receipt = receiptDocument(agreement(), payment({ provider: 'stripe' }), SELLER);
    expect(receipt.number).toBe('RCT-INV-1042');
    expect(receipt.facts).toEqual([
      ['Paid on', '9 Nov 2026'],
      ['Method', 'Card, through Stripe'],
      ['Invoice', 'INV-1042'],
    ]);
    expect(receipt.totals.at(-1)).toEqual(['Total paid', '€2,400.00']);
  });

  it('a credit note corrects its invoice with negative amounts', () => {
    const note = creditNoteDocument(
      agreement(),
      payment({ provider: 'stripe', creditNoteNumber: 1003, refundedAt: new Date('2026-11-20T08:00:00Z') }),
      SELLER,
    );
    expect(note.number).toBe('CN-1003');
    expect(note.facts).toContainEqual(['Corrects invoice', 'INV-1042']);
    expect(note.lines[0]).toEqual({ description: 'Advisory fee', amount: '-€1,500.00' });
    expect(note.totals).toEqual([
      ['Net', '-€2,000.00'],
      ['VAT 20%', '-€400.00'],
      ['Total credited', '-€2,400.00'],
    ]);
  });
});
