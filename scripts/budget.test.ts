import { judge, readBudgets } from './budget';

describe('the first pages’ byte budget', () => {
  it('names each page, with the login page at 150 KB', () => {
    const { pages } = readBudgets();
    expect(pages['/login']).toEqual({ who: 'guest', kb: 150 });
    for (const [page, { who, kb }] of Object.entries(pages)) {
      expect([page, ['guest', 'participant', 'admin'].includes(who), kb > 0]).toEqual([page, true, true]);
    }
  });

  it('fails a page over its budget, by the byte, and names it', () => {
    const { over, lines } = judge([
      { page: '/login', bytes: 150 * 1024, budgetKb: 150 },
      { page: '/portal', bytes: 156 * 1024 + 1, budgetKb: 156 },
    ]);
    expect(over).toEqual(['/portal: 156.0 KB, budget 156 KB']);
    expect(lines[0]).toMatch(/\/login .* ok$/);
    expect(lines[1]).toMatch(/OVER by 0\.0 KB$/);
  });
});
