import { percentileOf } from './benchmark.service';
import { ordinal } from '@shared/assessment';

describe('percentile rank', () => {
  it.each([
    [[10, 20, 30, 40], 25, 50],
    [[10, 20, 30, 40], 40, 88],
    [[10, 20, 30, 40], 5, 0],
    [[10, 20, 30, 40], 50, 100],
    [[20, 20, 20, 20], 20, 50],
    [[10, 20, 20, 30], 20, 50],
  ])('of %p at %p is %p (share below, ties half)', (scores, score, expected) => {
    expect(percentileOf(scores, score)).toBe(expected);
  });

  it('can count a score that is not stored yet (the report emailed on submit)', () => {
    // 10, 20, 30 plus the new 40: three below of four.
    expect(percentileOf([10, 20, 30], 40, true)).toBe(88);
    expect(percentileOf([], 40, true)).toBe(50);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [100, '100th'],
  ])('writes %p as %p', (value, text) => {
    expect(ordinal(value)).toBe(text);
  });
});
