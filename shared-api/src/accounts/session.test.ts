import { SESSION_ABSOLUTE_MS } from './contract';
import { storeSession } from './session';

it('keeps the session cookies exactly as long as the server keeps the session', () => {
  const written: string[] = [];
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  storeSession({ access_token: 't', email: 'ana@example.org', admin: false, team_id: 1, user_id: 7 });
  setter.mockRestore();
  const stored = written.filter((c) => !c.includes('Max-Age=0'));
  expect(stored).toHaveLength(5);
  for (const cookie of stored) expect(cookie).toContain(`Max-Age=${SESSION_ABSOLUTE_MS / 1000};`);
});
