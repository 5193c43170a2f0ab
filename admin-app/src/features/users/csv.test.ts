import { csvCell, parseCsv } from './csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads plain rows and numbers them by the line they start on', () => {
    expect(parseCsv('name,email\nAna,ana@example.org\n')).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 2, fields: ['Ana', 'ana@example.org'] },
    ]);
  });

  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    expect(fields('"Lima, Ana","say ""hi""",x\n"two\nlines",b')).toEqual([
      ['Lima, Ana', 'say "hi"', 'x'],
      ['two\nlines', 'b'],
    ]);
    expect(parseCsv('"a\nb",c\nd,e').map((r) => r.line)).toEqual([1, 3]);
  });

  it('drops a byte-order mark and reads CRLF, LF and CR line ends alike', () => {
    expect(fields('\uFEFFname,email\r\nAna,a@x.org\rBo,b@x.org\nCy,c@x.org')).toEqual([
      ['name', 'email'],
      ['Ana', 'a@x.org'],
      ['Bo', 'b@x.org'],
      ['Cy', 'c@x.org'],
    ]);
  });

  it('skips blank lines and lines of empty fields, keeping the line numbers true', () => {
    expect(parseCsv('name,email\n\n,\r\n  \nAna,a@x.org\n\n')).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 5, fields: ['Ana', 'a@x.org'] },
    ]);
  });

  it('keeps names in any script as they are', () => {
    expect(fields('김민수,minsu@example.kr\nJoão Conceição,joao@example.br\nМария,maria@example.ru')).toEqual([
      ['김민수', 'minsu@example.kr'],
      ['João Conceição', 'joao@example.br'],
      ['Мария', 'maria@example.ru'],
    ]);
  });

  it('reads semicolon-separated files, as spreadsheets save them where the comma is the decimal mark', () => {
    expect(fields('nome;email\n"Silva; Ana";ana@x.br')).toEqual([
      ['nome', 'email'],
      ['Silva; Ana', 'ana@x.br'],
    ]);
  });

  it('keeps the columns a row has, so a caller can refuse the wrong count', () => {
    expect(fields('a\nb,c,d\ne,')).toEqual([['a'], ['b', 'c', 'd'], ['e', '']]);
  });

  it('runs an unclosed quote to the end of the text', () => {
    expect(fields('a,"b\nc')).toEqual([['a', 'b\nc']]);
    expect(parseCsv('')).toEqual([]);
  });
});

describe('csvCell', () => {
  it('quotes only what needs it', () => {
    expect(['plain', 'a,b', 'say "x"', 'two\nlines', 'a;b'].map(csvCell)).toEqual(['plain', '"a,b"', '"say ""x"""', '"two\nlines"', '"a;b"']);
    expect(parseCsv(['a,b', 'say "x"'].map(csvCell).join(','))[0].fields).toEqual(['a,b', 'say "x"']);
  });
});
