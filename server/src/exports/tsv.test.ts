import { tsvCell, tsvDocument, tsvRow, tsvStream, UTF8_BOM } from './tsv';

describe('tsvCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['＝SUM(A1:A2)', "'＝SUM(A1:A2)"],
    ['＋1', "'＋1"],
    ['－2', "'－2"],
    ['＠cmd', "'＠cmd"],
  ])('neutralises a formula: %s', (input, expected) => {
    expect(tsvCell(input)).toBe(expected);
  });

  it('neutralises a leading tab or carriage return, then quotes the cell that holds it', () => {
    expect(tsvCell('\t=1')).toBe(`"'\t=1"`);
    expect(tsvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('quotes tabs, line breaks and quotes inside a cell, doubling the quotes', () => {
    expect(tsvCell('a\tb')).toBe('"a\tb"');
    expect(tsvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(tsvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('leaves ordinary text, other scripts and a formula character further in alone', () => {
    expect(tsvCell('Ana María')).toBe('Ana María');
    expect(tsvCell('김민준')).toBe('김민준');
    expect(tsvCell('a=b')).toBe('a=b');
    expect(tsvCell("'quoted")).toBe("'quoted");
  });

  it('writes numbers as they are, and nothing for a missing value', () => {
    expect(tsvCell(72.5)).toBe('72.5');
    expect(tsvCell(-3)).toBe('-3');
    expect(tsvCell(Number.NaN)).toBe('');
    expect(tsvCell(null)).toBe('');
    expect(tsvCell(undefined)).toBe('');
    expect(tsvCell('')).toBe('');
  });
});

describe('rows and files', () => {
  it('joins cells with tabs and ends each record with CRLF', () => {
    expect(tsvRow(['a', 1, null, '=x'])).toBe("a\t1\t\t'=x\r\n");
  });

  it('starts a file with the byte-order mark and the header', () => {
    expect(tsvDocument(['Name', 'Email'], [['Ana', 'ana@example.org']])).toBe(`${UTF8_BOM}Name\tEmail\r\nAna\tana@example.org\r\n`);
  });

  it('streams the header, then one chunk per page', async () => {
    async function* pages() {
      yield [['a'], ['b']];
      yield [];
      yield [['c']];
    }
    const chunks: string[] = [];
    for await (const chunk of tsvStream(['H'], pages())) chunks.push(String(chunk));
    expect(chunks).toEqual([`${UTF8_BOM}H\r\n`, 'a\r\nb\r\n', 'c\r\n']);
  });
});
