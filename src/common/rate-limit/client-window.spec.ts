import { ClientWindowCounter } from './client-window';

describe('ClientWindowCounter', () => {
  it('lets a client render up to the limit in a minute, then says how long to wait', () => {
    const budget = new ClientWindowCounter(3, 60_000);
    const start = 1_000_000;
    for (let i = 0; i < 3; i += 1) expect(budget.take('a', start + i)).toBe(0);
    expect(budget.take('a', start + 10_000)).toBe(50);
    expect(budget.take('b', start + 10_000)).toBe(0);
    expect(budget.take('a', start + 60_000)).toBe(0);
  });

  it('forgets the oldest clients first when it holds too many', () => {
    const budget = new ClientWindowCounter(1, 60_000, 2);
    budget.take('a', 0);
    budget.take('b', 1);
    budget.take('c', 2);
    expect(budget.take('a', 3)).toBe(0);
    expect(budget.take('c', 3)).toBe(60);
  });
});
