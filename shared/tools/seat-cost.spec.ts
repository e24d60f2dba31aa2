import { clampInput, MONTHS_RANGE, seatCost, SEATS_RANGE } from './seat-cost';
import type { CrmPlan } from '../pages/content-types';

const plan = (fields: Partial<CrmPlan>): CrmPlan => ({
  name: 'Plan',
  price: '',
  notes: '',
  product: 'sales',
  ...fields,
});

describe('seatCost (the compare page calculator)', () => {
  it('multiplies a per-seat price by seats and months', () => {
    // Pipedrive Growth, $39 per user a month: 12 people for a year.
    expect(seatCost(plan({ seatPrice: 39 }), 12, 12)).toEqual({
      kind: 'total',
      total: 5616,
      monthly: 468,
      onboarding: 0,
    });
  });

  it('charges a base that includes some seats, extra seats beyond them, and the onboarding fee once', () => {
    // HubSpot Marketing Hub Professional: $890 a month with 3 seats, $45 per extra seat, $3,000 onboarding.
    const professional = plan({ basePrice: 890, includedSeats: 3, seatPrice: 45, onboardingFee: 3000 });
    expect(seatCost(professional, 10, 12)).toEqual({
      kind: 'total',
      total: (890 + 7 * 45) * 12 + 3000,
      monthly: 1205,
      onboarding: 3000,
    });
    expect(seatCost(professional, 2, 1)).toEqual({
      kind: 'total',
      total: 890 + 3000,
      monthly: 890,
      onboarding: 3000,
    });
  });

  it('keeps a free plan free up to its seat cap, and says when the team is too big for it', () => {
    const free = plan({ seatPrice: 0, maxSeats: 3 });
    expect(seatCost(free, 3, 12)).toMatchObject({ kind: 'total', total: 0 });
    expect(seatCost(free, 4, 12)).toEqual({ kind: 'over-cap', maxSeats: 3 });
  });

  it('invents nothing for a plan without published numbers', () => {
    expect(seatCost(plan({}), 5, 12)).toEqual({ kind: 'unknown' });
  });

  it('keeps typed inputs within range', () => {
    expect(clampInput(0, SEATS_RANGE)).toBe(1);
    expect(clampInput(99_999, SEATS_RANGE)).toBe(5000);
    expect(clampInput(Number.NaN, MONTHS_RANGE)).toBe(1);
    expect(clampInput(12.4, MONTHS_RANGE)).toBe(12);
  });
});
