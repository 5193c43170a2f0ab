import { mockApi } from 'shared-ui/testing';
import { afterUnauthorized, api } from './api';
import { readSession, storeSession } from './session';
import { createStore } from '../store';

// First: installs the fake fetch before the API slice creates its base query.

const SESSION = { access_token: 'old-token', email: 'ana@example.org', admin: false, team_id: 1, user_id: 7 };

describe('a 401 answer', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(afterUnauthorized, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('clears the session and goes to / when the session token was refused', async () => {
    storeSession(SESSION);
    mockApi({ '/api/me': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Please log in to continue.' } } });
    await createStore().dispatch(api.endpoints.me.initiate());
    expect(readSession()).toBeNull();
    expect(assign).toHaveBeenCalled();
  });

  it('keeps a session stored while the refused call was under way (a password change)', async () => {
    storeSession(SESSION);
    mockApi({
      '/api/me': () => {
        storeSession({ ...SESSION, access_token: 'new-token' });
        return { status: 401, body: { error: 'UNAUTHORIZED', message: '' } };
      },
    });
    await createStore().dispatch(api.endpoints.me.initiate());
    expect(readSession()?.accessToken).toBe('new-token');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('updatePassword', () => {
  it('sends the current password URI-encoded when given (a change outside first login)', async () => {
    storeSession(SESSION);
    const calls = mockApi({ '/api/update-password': { body: { ...SESSION, msg: 'ok', language: 'ENG' } } });
    const store = createStore();
    await store.dispatch(api.endpoints.updatePassword.initiate({ password: 'new pass 1', currentPassword: '현재 비밀번호' }));
    await store.dispatch(api.endpoints.updatePassword.initiate({ password: 'new pass 2' }));
    expect(calls.map((c) => [c.headers.get('CurrentPassword'), c.headers.get('UserPassword')])).toEqual([
      [encodeURIComponent('현재 비밀번호'), 'new%20pass%201'],
      [null, 'new%20pass%202'],
    ]);
  });
});
