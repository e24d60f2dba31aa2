import { formatMoney, type TemplateVariable } from './signing';

/**
 * What an agreement costs, from one source: a template's money blanks are its fee lines, due on
 * signing. The same lines fill the agreement's text, the amount due, the invoice, the receipt and a
 * credit note; tax is added per agreement by its treatment (issue 35).
 */

export const TAX_TREATMENTS = ['standard', 'reverse_charge', 'none'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  standard: 'VAT at the standard rate',
  reverse_charge: 'Reverse charge (business customer with a VAT number)',
  none: 'No VAT',
};

/** The line an invoice prints under the totals for a treatment that charges no VAT. */
export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).';
export const NO_VAT_NOTE = 'No VAT charged.';

export interface FeeLine {
  description: string;
  amountMinor: number;
}

export interface FeeTotals {
  lines: FeeLine[];
  treatment: TaxTreatment;
  /** Percent, e.g. 20 or 7.7; 0 unless the treatment is standard. */
  taxRate: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/** "1500.5" → 150050 without floating point; null for anything else. */
export function toMinor(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The template's filled-in money blanks, in template order; a blank or zero amount is no line. */
export function feeLinesOf(variables: TemplateVariable[], values: Record<string, string>): FeeLine[] {
  return variables.flatMap((variable) => {
    if (variable.type !== 'money') return [];
    const amountMinor = toMinor(values[variable.key] ?? '');
    return amountMinor ? [{ description: variable.label, amountMinor }] : [];
  });
}

/**
 * Net, tax and gross in minor units. Tax is worked out once on the net total (not per line) and
 * rounded half up, as most tax authorities accept for an invoice's VAT total.
 */
export function feeTotals(lines: FeeLine[], treatment: TaxTreatment, standardRate: number): FeeTotals {
  const netMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const taxRate = treatment === 'standard' ? standardRate : 0;
  // The rate has at most 2 decimals: in hundredths of a percent the product stays an exact integer.
  const taxMinor = Math.floor((netMinor * Math.round(taxRate * 100) + 5_000) / 10_000);
  return { lines, treatment, taxRate, netMinor, taxMinor, grossMinor: netMinor + taxMinor };
}

/** "VAT 20%", "VAT 7.7%". */
export const vatLabel = (rate: number) =>
  `VAT ${rate.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

/** A VAT number as printed: letters and digits, upper case, 4–20 of them after the country prefix. */
export function normaliseVatNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s.-]/g, '');
  return /^[A-Z]{2}[A-Z0-9]{2,18}$/.test(compact) ? compact : null;
}

/** An agreement's fees as every page shows them: lines, then net, VAT and total, and the tax note. */
export interface FeeSummary {
  lines: Array<{ description: string; amount: string }>;
  totals: Array<[label: string, amount: string]>;
  note: string | null;
  /** Whether the total is paid through the site when the agreement is signed. */
  payOnSigning: boolean;
}

/** What an agreement stores of its fees (its amount is null when nothing is paid on signing). */
export interface StoredFees {
  feeLines: FeeLine[];
  taxTreatment: TaxTreatment;
  taxRate: number;
  netMinor: number | null;
  taxMinor: number | null;
  amountMinor: number | null;
}

/** The stored figures as totals (agreements from before fee lines have only their amount). */
export function storedTotals(stored: StoredFees): FeeTotals {
  const taxMinor = stored.taxMinor ?? 0;
  const netMinor = stored.netMinor ?? (stored.amountMinor ?? 0) - taxMinor;
  return {
    lines: stored.feeLines,
    treatment: stored.taxTreatment,
    taxRate: stored.taxRate,
    netMinor,
    taxMinor,
    grossMinor: stored.amountMinor ?? netMinor + taxMinor,
  };
}

/** The note a treatment prints under the totals: the reverse-charge article, or that no VAT is charged. */
export const taxNote = (treatment: TaxTreatment): string | null =>
  treatment === 'reverse_charge' ? REVERSE_CHARGE_NOTE : treatment === 'none' ? NO_VAT_NOTE : null;

/**
 * Net, VAT and total, the rows under the fee lines on the create page, the signer's pages and
 * every invoice, receipt and credit note (a credit note's amounts are negative: `sign` -1).
 */
export function totalRows(
  totals: FeeTotals,
  currency: string,
  { totalLabel = 'Total', sign = 1 }: { totalLabel?: string; sign?: 1 | -1 } = {},
): Array<[label: string, amount: string]> {
  const money = (minor: number) => formatMoney(sign * minor, currency);
  const vat: [string, string] =
    totals.treatment === 'standard'
      ? [vatLabel(totals.taxRate), money(totals.taxMinor)]
      : [totals.treatment === 'reverse_charge' ? 'VAT (reverse charge)' : 'VAT', money(0)];
  return [['Net', money(totals.netMinor)], vat, [totalLabel, money(totals.grossMinor)]];
}

/** The summary pages show; null without a currency or fee lines. */
export function feeSummary(
  totals: FeeTotals,
  currency: string | null,
  payOnSigning: boolean,
): FeeSummary | null {
  if (!currency || totals.lines.length === 0) return null;
  return {
    lines: totals.lines.map((line) => ({
      description: line.description,
      amount: formatMoney(line.amountMinor, currency),
    })),
    totals: totalRows(totals, currency),
    note: taxNote(totals.treatment),
    payOnSigning,
  };
}
