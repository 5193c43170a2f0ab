import { translate } from 'shared-api/texts';
import { bearer, createUser, login, post, setupApiTest, testApp, uniqueEmail } from '../../test/helpers';
import { hashToken } from './tokens';

const api = setupApiTest({ admin: false });

/** The reset link's token, read from the queued email's secrets, which the worker puts in the message it sends. */
async function resetTokenFor(email: string): Promise<string> {
  const job = await api.db.selectFrom('email_jobs').select('secrets').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return decodeURIComponent(/reset\?c=(\S+)/.exec(job.secrets?.link ?? '')?.[1] as string);
}

describe('POST /api/login', () => {
  it('returns the session fields', async () => {
    const { email, password, user } = await createUser(api.db, { language: 'SPA' });
    const res = await post(api.app, '/api/login', { payload: { email: email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      email,
      admin: false,
      team_id: 1,
      user_id: user.id,
      first_login: false,
      language: 'SPA',
    });
  });

  it('answers 401 LOGIN_FAILED alike for a wrong password and an unknown email, in the caller language', async () => {
    const { email } = await createUser(api.db);
    const wrong = await post(api.app, '/api/login', { payload: { email, password: 'wrong-password' } });
    const unknown = await post(api.app, '/api/login', { payload: { email: uniqueEmail(), password: 'wrong-password' } });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('LOGIN_FAILED');
    const korean = await post(api.app, '/api/login', { payload: { email, password: 'wrong-password' }, headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' } });
    expect(korean.json().message).toBe('죄송합니다. 해당 정보로 등록된 계정이 없습니다. 비밀번호를 재설정하시겠습니까?');
    const cookie = await post(api.app, '/api/login', { payload: { email, password: 'wrong-password' }, headers: { cookie: 'x=1; lang=BRPT', 'accept-language': 'ko' } });
    expect(cookie.json().message).toMatch(/^Desculpe/);
  });

  it('validates input', async () => {
    const res = await post(api.app, '/api/login', { payload: { email: 'bad' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email.', password: 'Please enter a valid password.' });
  });

  it('limits requests per IP', async () => {
    const { app: strict } = await testApp({ db: api.db, env: { RATE_LIMIT_PER_IP: '2' } });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post(strict, '/api/login', { payload: { email: uniqueEmail(), password: 'x' } })).statusCode);
    expect(codes).toEqual([401, 401, 429]);
    const body = (await post(strict, '/api/register', { payload: {} }).then(() => post(strict, '/api/register', { payload: {} })).then(() => post(strict, '/api/register', { payload: {} }))).json();
    expect(body).toEqual({ error: 'RATE_LIMITED', message: expect.any(String) });
    await strict.close();
  });
});

describe('sessions', () => {
  it('/api/me needs a live token; logout revokes it', async () => {
    const { email, password } = await createUser(api.db, { name: '이영희' });
    const token = await login(api.app, email, password);
    const me = await post(api.app, '/api/me', { headers: bearer(token) });
    expect(me.json()).toMatchObject({ email, name: '이영희', admin: false, teamLeader: false, teamLead: [], first_login: false });
    expect((await post(api.app, '/api/logout', { headers: bearer(token) })).json()).toEqual({ ok: true });
    const after = await post(api.app, '/api/me', { headers: bearer(token) });
    expect([after.statusCode, after.json().error]).toEqual([401, 'UNAUTHORIZED']);
    expect((await post(api.app, '/api/me')).statusCode).toBe(401);
    expect((await post(api.app, '/api/me', { headers: bearer('garbage') })).statusCode).toBe(401);
  });

  it('expire after 4 idle hours and after 24 hours in any case', async () => {
    const { email, password } = await createUser(api.db);
    const idle = await login(api.app, email, password);
    await api.db.updateTable('sessions').set({ last_used_at: new Date(Date.now() - 4 * 3600_000 - 1000) }).where('token_hash', '=', hashToken(idle)).execute();
    expect((await post(api.app, '/api/me', { headers: bearer(idle) })).statusCode).toBe(401);
    const old = await login(api.app, email, password);
    await api.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(old)).execute();
    expect((await post(api.app, '/api/me', { headers: bearer(old) })).statusCode).toBe(401);
    expect((await post(api.app, '/api/is_token_valid', { payload: { access_token: old } })).json()).toEqual({ token_is_valid: false });
  });

  it('stores only token hashes', async () => {
    const { email, password } = await createUser(api.db);
    const token = await login(api.app, email, password);
    expect(await api.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();
  });

  it('/api/set-language stores a valid language only', async () => {
    const { email, password } = await createUser(api.db);
    const token = await login(api.app, email, password);
    expect((await post(api.app, '/api/set-language', { headers: bearer(token), payload: { language: 'KOR' } })).json()).toEqual({ language: 'KOR' });
    expect((await post(api.app, '/api/me', { headers: bearer(token) })).json().language).toBe('KOR');
    const bad = await post(api.app, '/api/set-language', { headers: bearer(token), payload: { language: 'FR' } });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'VALIDATION']);
    expect(bad.json()).toMatchObject({ message: translate('KOR', 'validation.choice'), errors: { language: translate('KOR', 'validation.choice') } });
  });
});

describe('password reset', () => {
  it('emails a single-use link that sets the password and revokes every other token', async () => {
    const { email, password, user } = await createUser(api.db, { language: 'KOR' });
    const oldSession = await login(api.app, email, password);
    const res = await post(api.app, '/api/reset-request', { payload: { email } });
    expect([res.statusCode, res.json()]).toEqual([200, { error: false }]);
    const job = await api.db.selectFrom('email_jobs').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(job.subject).toBe('혁신 포털 비밀번호 재설정');
    expect(job.secrets?.link).toMatch(/^http:\/\/portal\.test\/reset\?c=/);
    const token = await resetTokenFor(email);
    expect((await post(api.app, '/api/is_token_valid', { payload: { access_token: token } })).json()).toEqual({ token_is_valid: true });

    const update = await post(api.app, '/api/update-password', { headers: { authorization: token, userpassword: encodeURIComponent('새 비밀번호 1234') } });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ msg: '비밀번호가 변경되었습니다.', email, user_id: user.id, admin: false, team_id: 1, language: 'KOR' });
    expect(await login(api.app, email, '새 비밀번호 1234')).toEqual(expect.any(String));
    expect((await post(api.app, '/api/me', { headers: bearer(update.json().access_token) })).statusCode).toBe(200);
    expect((await post(api.app, '/api/me', { headers: bearer(oldSession) })).statusCode).toBe(401);

    const again = await post(api.app, '/api/update-password', { headers: { authorization: `Bearer ${token}`, userpassword: 'another-one-1' } });
    expect([again.statusCode, again.json().error]).toEqual([400, 'RESET_EXPIRED']);
    expect((await post(api.app, '/api/is_token_valid', { payload: { access_token: token } })).json()).toEqual({ token_is_valid: false });
  });

  it('refuses an expired reset token and a missing or unknown one', async () => {
    const { email } = await createUser(api.db);
    await post(api.app, '/api/reset-request', { payload: { email } });
    const token = await resetTokenFor(email);
    await api.db.updateTable('reset_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('token_hash', '=', hashToken(token)).execute();
    const expired = await post(api.app, '/api/update-password', { headers: { authorization: token, userpassword: 'new-password-1' } });
    expect([expired.statusCode, expired.json().error]).toEqual([400, 'RESET_EXPIRED']);
    expect((await post(api.app, '/api/update-password', { headers: { userpassword: 'new-password-1' } })).statusCode).toBe(401);
    expect((await post(api.app, '/api/update-password', { headers: { authorization: 'unknown', userpassword: 'new-password-1' } })).statusCode).toBe(401);
  });

  it('changes the password of a logged-in user (first login), from the header or the body', async () => {
    const { email, password } = await createUser(api.db);
    await api.db.updateTable('users').set({ first_login: true }).where('email', '=', email).execute();
    const token = await login(api.app, email, password);
    const short = await post(api.app, '/api/update-password', { headers: bearer(token), payload: { UserPassword: 'short' } });
    expect(short.json()).toMatchObject({ error: 'VALIDATION', errors: { password: 'Please enter a valid password. Passwords must be at least 8 characters long.' } });
    const malformed = await post(api.app, '/api/update-password', { headers: { ...bearer(token), userpassword: 'new-pass%0Aword' } });
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, 'BAD_REQUEST']);
    const ok = await post(api.app, '/api/update-password', { headers: bearer(token), payload: { UserPassword: 'body-password-1' } });
    expect(ok.statusCode).toBe(200);
    const relog = await post(api.app, '/api/login', { payload: { email, password: 'body-password-1' } });
    expect(relog.json().first_login).toBe(false);
    expect((await post(api.app, '/api/me', { headers: bearer(token) })).statusCode).toBe(401);
  });

  it('answers 404 EMAIL_NOT_FOUND for an unknown email and throttles per email', async () => {
    const unknown = await post(api.app, '/api/reset-request', { payload: { email: uniqueEmail() } });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'EMAIL_NOT_FOUND']);
    const { app: strict } = await testApp({ db: api.db, env: { RATE_LIMIT_PER_EMAIL: '2' } });
    const { email } = await createUser(api.db);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post(strict, '/api/reset-request', { payload: { email } })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    await strict.close();
  });

  it('/api/is_token_valid rejects a token that is not text', async () => {
    expect((await post(api.app, '/api/is_token_valid', { payload: { access_token: { $ne: '' } } })).statusCode).toBe(400);
    expect((await post(api.app, '/api/is_token_valid', { payload: { access_token: 5 } })).json()).toEqual({ token_is_valid: false });
    expect((await post(api.app, '/api/is_token_valid', { payload: {} })).json()).toEqual({ token_is_valid: false });
  });
});
