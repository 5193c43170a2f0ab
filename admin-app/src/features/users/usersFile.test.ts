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
        'Cy,cy@acme.org,Spring,extra',
        'Di,di@acme.org, Spring ',
        ',dee@acme.org',
        'Ana Again,ANA@acme.org',
        '김민수,minsu@acme.kr',
      ].join('\r\n'),
      7,
    );
    expect(file.example).toEqual({ line: 2, fields: ['Example Name (this example row is skipped)', 'example@example.org'] });
    expect(file.rows).toEqual([
      { line: 3, name: 'Ana Lima', email: 'ana@acme.org', cohort: '', problems: [] },
      { line: 5, name: 'Bo', email: 'not-an-email', cohort: '', problems: [{ key: 'validation.emailInvalid' }] },
      { line: 6, name: 'Cy', email: 'cy@acme.org', cohort: 'Spring', problems: [{ key: 'userAdmin.csv.columns' }] },
      { line: 7, name: 'Di', email: 'di@acme.org', cohort: 'Spring', problems: [] },
      { line: 8, name: '', email: 'dee@acme.org', cohort: '', problems: [{ key: 'validation.fullNameRequired' }] },
      { line: 9, name: 'Ana Again', email: 'ANA@acme.org', cohort: '', problems: [{ key: 'userAdmin.csv.duplicate', vars: { row: 3 } }] },
      { line: 10, name: '김민수', email: 'minsu@acme.kr', cohort: '', problems: [] },
    ]);
    // A cohort goes by its name, which the server looks up in the team; none: no Cohort at all.
    expect(requestRows([file.rows[0], file.rows[3]], 7)).toEqual([
      { Name: 'Ana Lima', Email: 'ana@acme.org', TeamID: 7 },
      { Name: 'Di', Email: 'di@acme.org', TeamID: 7, Cohort: 'Spring' },
    ]);
  });

  it('finds no users in a file of only a header and the example', () => {
    expect(readUsersFile('name,email\nEjemplo,Example@Example.org\n', 1)).toEqual({ rows: [], example: { line: 2, fields: ['Ejemplo', 'Example@Example.org'] } });
    expect(readUsersFile('', 1)).toEqual({ rows: [], example: undefined });
  });

  it('imports the first row when it is a real person, not the template example (issue 37)', () => {
    const file = readUsersFile(['name,email', 'Alice Moreno,alice@acme.org', 'Bo Kim,bo@acme.org'].join('\r\n'), 1);
    expect(file.example).toBeUndefined();
    expect(file.rows.map((row) => [row.line, row.name])).toEqual([[2, 'Alice Moreno'], [3, 'Bo Kim']]);
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
  it('is a header with a cohort column and one example row that says it is skipped', () => {
    const text = templateCsv('Example Name (this example row is skipped)', 'Spring, 2026');
    expect(parseCsv(text).map((r) => r.fields)).toEqual([
      ['name', 'email', 'cohort'],
      ['Example Name (this example row is skipped)', 'example@example.org', 'Spring, 2026'],
    ]);
    expect(readUsersFile(text, 1).rows).toEqual([]);
    expect(parseCsv(templateCsv('Example'))[1].fields).toEqual(['Example', 'example@example.org', '']);
  });
});
