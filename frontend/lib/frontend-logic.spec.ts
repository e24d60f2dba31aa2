import { nextCheckDelayMs, retryDelayMs } from './session-timing';
import { layoutNameFor } from '@/layouts/layout-name';
import { errorScreenText } from './error-screen-text';
import { clampProgress, estimatedProgress, LOADING_BAR } from './loading-progress';

describe('loading bar', () => {
  it('uses the SPEC timings', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 });
  });

  it('clamps progress to 0–100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(42)).toBe(42);
  });

  it('rises monotonically and never reaches 100 before the visit finishes', () => {
    const samples = [0, 100, 500, 2000, 10_000, 600_000].map((ms) => estimatedProgress(ms));
    expect(samples[0]).toBe(0);
    samples.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(samples[i]));
    expect(samples.at(-1)).toBeLessThan(100);
    expect(estimatedProgress(2000)).toBeCloseTo(70.5, 0);
  });
});

describe('error screen texts', () => {
  it.each([
    [404, 'Page Not Found', "The page you're looking for doesn't exist."],
    [500, 'Server Error', 'An unexpected server error occurred.'],
    [403, 'Access Denied', "You don't have permission to access this page."],
    [419, 'Something went wrong', 'Form expired'],
  ])('status %i → %s', (status, title, message) => {
    expect(errorScreenText(status, 'Form expired')).toEqual({ title, message });
  });

  it('falls back to a generic message when the error has none', () => {
    expect(errorScreenText(418).message).toBe('An unexpected error occurred.');
  });
});

describe('layout by page name', () => {
  it.each([
    ['error-log/groups', 'admin'],
    ['leads/contact-submissions', 'admin'],
    ['leads/newsletter-confirm', 'default'],
    ['assessment/step', 'assessment'],
    ['auth/login', 'auth'],
    ['error', 'default'],
    ['assessment/report', 'default'],
    ['content/home', 'default'],
    ['no/such-page', 'default'],
  ])('%s → %s (from the registry, not the folder)', (name, layout) =>
    expect(layoutNameFor(name)).toBe(layout),
  );
});

describe('session keep-alive timing', () => {
  it('asks the server 90 s before the access token expires, never in the past', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const expiresAt = now / 1000 + 3600;
    expect(nextCheckDelayMs(expiresAt, now)).toBe((3600 - 90) * 1000);
    expect(nextCheckDelayMs(now / 1000 + 30, now)).toBe(0);
  });

  it('retries with 200 ms × 2^attempt (SPEC §9)', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([400, 800, 1600]);
  });
});
