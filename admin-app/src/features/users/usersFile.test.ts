import { parseCsv } from './csv';
import { readUsersFile, requestRows, templateCsv } from './usersFile';

describe('readUsersFile', () => {
  it('drops the header and the example row, and checks each user row as the server will', () => {
    const file = readUsersFile(
      [
        'name,email',
        'Example Name (this example row is skipped),example@example.org',
        'Ana Lima,ana@acme.org',
        '',
        'Bo,not-an-email',
        'Cy,cy@acme.org,extra',
        ',dee@acme.org',
        'Ana Again,ANA@acme.org',
        '김민수,minsu@acme.kr',
      ].join('\r\n'),
      7,
    );
    expect(file.example).toEqual({ line: 2, fields: ['Example Name (this example row is skipped)', 'example@example.org'] });
    expect(file.rows).toEqual([
      { line: 3, name: 'Ana Lima', email: 'ana@acme.org', problems: [] },
      { line: 5, name: 'Bo', email: 'not-an-email', problems: [{ key: 'validation.emailInvalid' }] },
      { line: 6, name: 'Cy', email: 'cy@acme.org', problems: [{ key: 'userAdmin.csv.columns' }] },
      { line: 7, name: '', email: 'dee@acme.org', problems: [{ key: 'validation.fullNameRequired' }] },
      { line: 8, name: 'Ana Again', email: 'ANA@acme.org', problems: [{ key: 'userAdmin.csv.duplicate', vars: { row: 3 } }] },
      { line: 9, name: '김민수', email: 'minsu@acme.kr', problems: [] },
    ]);
    expect(requestRows(file.rows.slice(0, 1), 7)).toEqual([{ Name: 'Ana Lima', Email: 'ana@acme.org', TeamID: 7 }]);
  });

  it('finds no users in a file of only a header and the example', () => {
    expect(readUsersFile('name,email\nx,y@z.org\n', 1).rows).toEqual([]);
    expect(readUsersFile('', 1)).toEqual({ rows: [], example: undefined });
  });

  it('checks 10,000 rows quickly enough for a preview', () => {
    const lines = ['name,email', 'Example,example@example.org', ...Array.from({ length: 10_000 }, (_, i) => `Person ${i},p${i}@acme.org`)];
    const started = Date.now();
    const file = readUsersFile(lines.join('\n'), 1);
    expect(file.rows).toHaveLength(10_000);
    expect(file.rows.every((row) => row.problems.length === 0)).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('templateCsv', () => {
  it('is a header and one example row that says it is skipped', () => {
    const text = templateCsv('Example Name (this example row is skipped)');
    expect(parseCsv(text).map((r) => r.fields)).toEqual([
      ['name', 'email'],
      ['Example Name (this example row is skipped)', 'example@example.org'],
    ]);
    expect(readUsersFile(text, 1).rows).toEqual([]);
  });
});
