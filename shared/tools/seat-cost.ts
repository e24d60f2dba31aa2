import type { CrmPlan } from '../pages/content-types';

/** What a plan costs a team over a period, or why it cannot be worked out from published prices. */
export type SeatCost =
  | { kind: 'total'; total: number; monthly: number; onboarding: number }
  | { kind: 'over-cap'; maxSeats: number }
  | { kind: 'unknown' };

/**
 * The compare page's cost calculator (docs/content.md), in USD as the vendor lists it:
 *   a per-seat plan:       seats × seat price × months
 *   a base with seats:     (base + max(0, seats − included seats) × extra-seat price) × months
 *   plus a one-off onboarding fee. A free plan with a seat cap costs 0 up to the cap.
 * Taxes, discounts, annual-billing minimums and add-ons are not in it: the vendor's page is the price.
 */
export function seatCost(plan: CrmPlan, seats: number, months: number): SeatCost {
  if (plan.maxSeats !== undefined && seats > plan.maxSeats)
    return { kind: 'over-cap', maxSeats: plan.maxSeats };
  const onboarding = plan.onboardingFee ?? 0;
  let monthly: number;
  if (plan.basePrice !== undefined && plan.includedSeats !== undefined)
    monthly = plan.basePrice + Math.max(0, seats - plan.includedSeats) * (plan.seatPrice ?? 0);
  else if (plan.seatPrice !== undefined) monthly = seats * plan.seatPrice;
  else return { kind: 'unknown' };
  return { kind: 'total', total: monthly * months + onboarding, monthly, onboarding };
}

/** The calculator's inputs are kept within what a person would type (and what the page can show). */
export const SEATS_RANGE = [1, 5000] as const;
export const MONTHS_RANGE = [1, 60] as const;

export const clampInput = (value: number, [min, max]: readonly [number, number]) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;
