import { translate } from 'shared-api/texts';
import { bearer, createLoggedInUser, login, post, setupApiTest } from '../../test/helpers';

// The account page's calls (issue 24): each user's own name and sessions, nobody else's.
const api = setupApiTest({ participant: true });

describe('/api/edit-account', () => {
  it("changes the caller's own name, trimmed, and /api/me says it at once", async () => {
    const user = await createLoggedInUser(api.db, api.app, { name: 'Old Name' });
    const res = await post(api.app, '/api/edit-account', { headers: user.headers, payload: { name: '  Ana Lima  ' } });
    expect([res.statusCode, res.json()]).toEqual([200, { name: 'Ana Lima' }]);
    expect((await post(api.app, '/api/me', { headers: user.headers })).json().name).toBe('Ana Lima');
  });

  it('refuses an empty or control-character name in the caller’s language, and changes nothing', async () => {
    const user = await createLoggedInUser(api.db, api.app, { name: 'Kept', language: 'SPA' });
    // Control characters are refused at the gate, before the input is read.
    for (const [name, error] of [['', 'VALIDATION'], ['   ', 'VALIDATION'], ['x'.repeat(300), 'VALIDATION'], ['a\u0007b', 'BAD_REQUEST']]) {
      const res = await post(api.app, '/api/edit-account', { headers: user.headers, payload: { name } });
      expect([name, res.statusCode, res.json().error]).toEqual([name, 400, error]);
    }
    const empty = await post(api.app, '/api/edit-account', { headers: user.headers, payload: { name: '' } });
    expect(empty.json().message).toBe(translate('SPA', 'validation.fullNameRequired'));
    expect((await post(api.app, '/api/me', { headers: user.headers })).json().name).toBe('Kept');
  });

  it('is refused without a session', async () => {
    expect((await post(api.app, '/api/edit-account', { payload: { name: 'Nobody' } })).statusCode).toBe(401);
  });
});

describe('/api/sessions and /api/logout-everywhere', () => {
  it("lists the caller's live sessions only, marks this one, and shows no token", async () => {
    const user = await createLoggedInUser(api.db, api.app);
    const second = bearer(await login(api.app, user.email, user.password));
    const ended = bearer(await login(api.app, user.email, user.password));
    expect((await post(api.app, '/api/logout', { headers: ended })).statusCode).toBe(200);
    const res = await post(api.app, '/api/sessions', { headers: second });
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    for (const s of sessions) expect(Object.keys(s).sort()).toEqual(['created_at', 'current', 'last_used_at']);
    // Another user's sessions are not in it.
    const other = (await post(api.app, '/api/sessions', { headers: api.participant.headers })).json().sessions;
    expect(other.every((s: { created_at: string }) => typeof s.created_at === 'string')).toBe(true);
    expect(other).toHaveLength(1);
  });

  it("ends every session of the caller, this one included, and no one else's", async () => {
    const user = await createLoggedInUser(api.db, api.app);
    const second = bearer(await login(api.app, user.email, user.password));
    const res = await post(api.app, '/api/logout-everywhere', { headers: user.headers });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true, ended: 2 }]);
    for (const headers of [user.headers, second]) expect((await post(api.app, '/api/me', { headers })).statusCode).toBe(401);
    expect((await post(api.app, '/api/me', { headers: api.participant.headers })).statusCode).toBe(200);
    // The password still signs in: only the sessions ended.
    expect(await login(api.app, user.email, user.password)).toEqual(expect.any(String));
  });

  it('is refused without a session', async () => {
    expect((await post(api.app, '/api/sessions')).statusCode).toBe(401);
    expect((await post(api.app, '/api/logout-everywhere')).statusCode).toBe(401);
  });
});
