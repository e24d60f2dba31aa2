import { balancedSpan, rowLengths } from './balanced-grid';

describe('balanced card grids', () => {
  it.each([
    [5, 3, [3, 2]],
    [7, 3, [3, 2, 2]],
    [4, 3, [2, 2]],
    [6, 3, [3, 3]],
    [1, 3, [1]],
    [5, 2, [2, 2, 1]],
  ])('lays %i items in rows of at most %i as %j', (count, perRow, rows) => {
    expect(rowLengths(count, perRow)).toEqual(rows);
  });

  it('never leaves an empty slot: the spans of every row fill the 12 columns', () => {
    for (let count = 1; count <= 20; count += 1) {
      const spans = Array.from({ length: count }, (_, index) => balancedSpan(index, count));
      for (const size of ['sm', 'lg'] as const) {
        const widths = spans.map((classes) =>
          Number(new RegExp(`${size}:col-span-(\\d+)`).exec(classes)![1]),
        );
        let filled = 0;
        for (const width of widths) filled = (filled + width) % 12;
        expect(filled).toBe(0);
      }
    }
  });
});
