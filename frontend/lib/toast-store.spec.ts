import { currentToasts as snapshot, dismissToast, toast, TOAST_REMOVE_DELAY_MS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps at most three open and removes closed ones 200 ms after closing', () => {
    const ids = ['one', 'two', 'three', 'four'].map((title) => toast({ title }));
    expect(
      snapshot()
        .filter((t) => t.open)
        .map((t) => t.title),
    ).toEqual(['two', 'three', 'four']);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(snapshot().map((t) => t.title)).toEqual(['two', 'three', 'four']);
    dismissToast(ids[1]);
    expect(snapshot().find((t) => t.id === ids[1])?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(snapshot()).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(snapshot().map((t) => t.title)).toEqual(['three', 'four']);
  });

  it('defaults to 5000 ms and the info kind', () => {
    const id = toast({ title: 'Hello' });
    expect(snapshot().find((t) => t.id === id)).toMatchObject({ duration: 5000, kind: 'info', open: true });
  });
});
