import { translate } from 'shared-api/texts';
import { bearer, createUser, login, post, setupApiTest, testApp } from '../../test/helpers';

const api = setupApiTest({ admin: false });

describe('POST /api/update-password with a session', () => {
  it('needs the current password unless the user is on first login', async () => {
    const { email, password } = await createUser(api.db, { language: 'KOR' });
    const token = await login(api.app, email, password);
    const bare = await post(api.app, '/api/update-password', { headers: { ...bearer(token), userpassword: 'taken-over-1' } });
    expect([bare.statusCode, bare.json()]).toEqual([403, { error: 'CURRENT_PASSWORD', message: translate('KOR', 'errors.CURRENT_PASSWORD') }]);
    const wrong = await post(api.app, '/api/update-password', { headers: { ...bearer(token), userpassword: 'taken-over-1', currentpassword: 'guess-guess' } });
    expect([wrong.statusCode, wrong.json().error]).toEqual([403, 'CURRENT_PASSWORD']);
    // Nothing changed, and the session still works.
    expect(await login(api.app, email, password)).toEqual(expect.any(String));
    expect((await post(api.app, '/api/me', { headers: bearer(token) })).statusCode).toBe(200);

    const ok = await post(api.app, '/api/update-password', {
      headers: { ...bearer(token), userpassword: encodeURIComponent('새 비밀번호 5678'), currentpassword: encodeURIComponent(password) },
    });
    expect(ok.statusCode).toBe(200);
    const viaBody = await post(api.app, '/api/update-password', {
      headers: bearer(ok.json().access_token),
      payload: { UserPassword: 'third-password-9', CurrentPassword: '새 비밀번호 5678' },
    });
    expect(viaBody.statusCode).toBe(200);
    expect(await login(api.app, email, 'third-password-9')).toEqual(expect.any(String));
  });

  it('keeps the one-field first-login flow', async () => {
    const { email, password } = await createUser(api.db);
    await api.db.updateTable('users').set({ first_login: true }).where('email', '=', email).execute();
    const token = await login(api.app, email, password);
    expect((await post(api.app, '/api/update-password', { headers: { ...bearer(token), userpassword: 'first-choice-1' } })).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed logins', async () => {
    const { app: strict } = await testApp({ db: api.db, env: { RATE_LIMIT_PER_EMAIL: '2' } });
    const { email, password } = await createUser(api.db);
    const token = await login(strict, email, password);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await post(strict, '/api/update-password', { headers: { ...bearer(token), userpassword: 'taken-over-1', currentpassword: `guess-${i}` } })).statusCode);
    }
    expect(codes).toEqual([403, 403, 429]);
    await strict.close();
  });
});

describe('POST /api/reset-request', () => {
  it('keeps only the newest reset link working', async () => {
    const { email } = await createUser(api.db);
    const links = [];
    for (let i = 0; i < 2; i++) {
      await post(api.app, '/api/reset-request', { payload: { email } });
      const job = await api.db.selectFrom('email_jobs').select('secrets').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
      links.push(decodeURIComponent(/reset\?c=(\S+)/.exec(job.secrets?.link ?? '')?.[1] as string));
    }
    const valid = async (token: string) => (await post(api.app, '/api/is_token_valid', { payload: { access_token: token } })).json().token_is_valid;
    expect([await valid(links[0]), await valid(links[1])]).toEqual([false, true]);
    const old = await post(api.app, '/api/update-password', { headers: { authorization: links[0], userpassword: 'from-old-link-1' } });
    expect([old.statusCode, old.json().error]).toEqual([400, 'RESET_EXPIRED']);
    expect((await post(api.app, '/api/update-password', { headers: { authorization: links[1], userpassword: 'from-new-link-1' } })).statusCode).toBe(200);
  });
});
