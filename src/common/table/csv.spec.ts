import { csvCell, toCsv } from './csv';

describe('csvCell: nothing a spreadsheet could run as a formula', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', '"\'\t\'=cmd"'],
    ['＝cmd', "'＝cmd"],
  ])('prefixes a cell that starts a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('neutralises a formula after a ";" that Excel in DE, FR and NL locales splits into its own cell (the probe’s payload)', () => {
    expect(csvCell("Eve;=cmd|' /C calc'!A0;")).toBe(`"Eve;'=cmd|' /C calc'!A0;"`);
    // A quote before the formula does not hide it: a re-split cell "=cmd… still starts one.
    expect(csvCell(`Eve;"=cmd|' /C calc'!A0`)).toBe(`"Eve;""'=cmd|' /C calc'!A0"`);
    expect(csvCell(`" =1+1`)).toBe(`"'"" =1+1"`);
  });

  it.each([
    ['a,=HYPERLINK("http://evil")', `"a,'=HYPERLINK(""http://evil"")"`],
    ['a\t@SUM(A1)', `"a\t'@SUM(A1)"`],
    ['line one\n=cmd', `"line one\n'=cmd"`],
    ['x;  +1', `"x;  '+1"`],
  ])('neutralises a formula after a comma, tab, newline or spaces: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('keeps phone numbers, numbers and ordinary text as they are', () => {
    expect(csvCell('+1 555 010 2030')).toBe('+1 555 010 2030');
    expect(csvCell('+44 (20) 7946-0958')).toBe('+44 (20) 7946-0958');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1500.5)).toBe('1500.5');
    expect(csvCell('Contoso Analytics')).toBe('Contoso Analytics');
    expect(csvCell('e-mail, phone')).toBe('"e-mail, phone"');
  });

  it('writes a table with the header neutralised too', () => {
    const csv = toCsv(
      [{ header: '=Name', value: (row: { name: string }) => row.name }],
      [{ name: 'Eve;=1' }],
    );
    expect(csv).toBe(`'=Name\r\n"Eve;'=1"\r\n`);
  });
});
