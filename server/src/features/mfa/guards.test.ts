import { translate } from 'shared-api/texts';
import { NO_PASSWORD } from '../auth';
import { bearer, createLoggedInUser, login, post, setupApiTest, type LoggedInUser } from '../../test/helpers';
import { codeNow, nextStep, passwordStep, turnOnMfa } from '../../test/secondFactor';
import { totp } from './totp';

// The second security review (issue 36): sessions that know how they were opened, factor changes
// that ask for the password and tell the owner, and codes that cannot be guessed at leisure.
const api = setupApiTest({ env: () => ({ REQUIRE_MFA_FOR_MANAGERS: 'true', MFA_CODES_PER_ACCOUNT: '10', RATE_LIMIT_PER_EMAIL: '4' }) });

const call = (url: string, headers: Record<string, string>, extra: Record<string, string> = {}) => post(api.app, url, { headers: { ...headers, ...extra } });
const mailsTo = (to: string) => api.db.selectFrom('email_jobs').select(['subject', 'body']).where('to_address', '=', to).orderBy('id').execute();
const wrongCode = (secret: string) => totp(secret, Date.now() - 10 * 60_000);
const second = (mfa_token: string, payload: Record<string, string>, remoteAddress = '192.0.2.1') =>
  post(api.app, '/api/login-mfa', { payload: { mfa_token, ...payload }, remoteAddress });

describe('a session opened before the second factor existed', () => {
  it('stays weak: enrolling ends every session of the account and answers a new one opened with the factor', async () => {
    const admin = await createLoggedInUser(api.db, api.app, { admin: true });
    const other = bearer(await login(api.app, admin.email, admin.password));
    expect((await call('/api/users', admin.headers, { TeamID: '1' })).json().error).toBe('MFA_REQUIRED');
    const { headers } = await turnOnMfa(api.app, admin);
    for (const old of [admin.headers, other]) expect((await call('/api/me', old)).statusCode).toBe(401);
    expect((await call('/api/users', headers, { TeamID: '1' })).statusCode).toBe(200);
    const strength = await api.db.selectFrom('sessions').select('strength').where('user_id', '=', admin.user.id).where('revoked_at', 'is', null).execute();
    expect(strength).toEqual([{ strength: 'mfa' }]);
  });

  it('tells a held admin nothing of whom a call names, not even whether they exist', async () => {
    const admin = await createLoggedInUser(api.db, api.app, { admin: true });
    for (const [url, headers] of [
      ['/api/responses', { UserID: '99999999' }],
      ['/api/portal-data', { UserEmail: 'nobody-at-all@example.org' }],
      ['/api/edit-user', { UserID: '99999999', UserName: 'X', UserEmail: 'x@example.org' }],
    ] as const) {
      const res = await call(url, admin.headers, headers);
      expect([url, res.statusCode, res.json().error]).toEqual([url, 403, 'MFA_REQUIRED']);
    }
  });

  it('stays weak when the factor is on: a password-only session of a manager with one is held, and told to sign in again', async () => {
    const leaderTeam = await api.db.insertInto('teams').values({ name: 'Weak sessions' }).returning('id').executeTakeFirstOrThrow();
    const leader = await createLoggedInUser(api.db, api.app, { teamId: leaderTeam.id });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: leaderTeam.id }).execute();
    const { headers } = await turnOnMfa(api.app, leader);
    // A session as migration 025 leaves one opened before the factor, or one made some other way.
    await api.db.updateTable('sessions').set({ strength: 'password' }).where('user_id', '=', leader.user.id).execute();
    await api.db.updateTable('users').set({ name: 'Reread' }).where('id', '=', leader.user.id).execute();
    expect((await call('/api/cohorts', headers)).json().error).toBe('MFA_REQUIRED');
    expect((await call('/api/me', headers)).json()).toMatchObject({ mfa_enabled: true, mfa_setup_required: true });
  });
});

describe('changing the second factor', () => {
  it('asks for the current password to turn it on or off, and emails the owner each time in their language', async () => {
    const made = await createLoggedInUser(api.db, api.app, { language: 'KOR' });
    const setup = (await call('/api/mfa-setup', made.headers)).json() as { secret: string };
    for (const CurrentPassword of [undefined, 'not-my-password']) {
      const res = await post(api.app, '/api/mfa-enable', { headers: made.headers, payload: { Code: codeNow(setup.secret), ...(CurrentPassword && { CurrentPassword }) } });
      expect([res.statusCode, res.json().error]).toEqual([403, 'CURRENT_PASSWORD']);
      expect(res.json().message).toBe(translate('KOR', 'errors.CURRENT_PASSWORD'));
    }
    expect((await api.db.selectFrom('user_mfa').select('enabled_at').where('user_id', '=', made.user.id).executeTakeFirstOrThrow()).enabled_at).toBeNull();
    const { secret, headers } = await turnOnMfa(api.app, made);
    await nextStep(api.db, made.user.id);
    const off = await post(api.app, '/api/mfa-disable', { headers, payload: { Code: codeNow(secret) } });
    expect([off.statusCode, off.json().error]).toEqual([403, 'CURRENT_PASSWORD']);
    expect((await post(api.app, '/api/mfa-disable', { headers, payload: { Code: codeNow(secret), CurrentPassword: made.password } })).statusCode).toBe(200);
    const mails = await mailsTo(made.email);
    expect(mails.map((m) => m.subject)).toEqual([translate('KOR', 'email.mfaOn.subject'), translate('KOR', 'email.mfaOff.subject')]);
    expect(mails[0].body).toContain(`${api.config.publicUrl}/account`);
  });

  it('lets an account made by single sign-on, which has no password, change it only within minutes of signing in', async () => {
    const made = await createLoggedInUser(api.db, api.app);
    await api.db.updateTable('users').set({ password_hash: NO_PASSWORD }).where('id', '=', made.user.id).execute();
    const { secret } = (await call('/api/mfa-setup', made.headers)).json() as { secret: string };
    await api.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 6 * 60_000) }).where('user_id', '=', made.user.id).execute();
    await api.db.updateTable('users').set({ name: 'Reread' }).where('id', '=', made.user.id).execute();
    const stale = await post(api.app, '/api/mfa-enable', { headers: made.headers, payload: { Code: codeNow(secret) } });
    expect([stale.statusCode, stale.json().error]).toEqual([403, 'SSO_SIGN_IN_AGAIN']);
    await api.db.updateTable('sessions').set({ created_at: new Date() }).where('user_id', '=', made.user.id).execute();
    await api.db.updateTable('users').set({ name: 'Reread again' }).where('id', '=', made.user.id).execute();
    expect((await post(api.app, '/api/mfa-enable', { headers: made.headers, payload: { Code: codeNow(secret) } })).statusCode).toBe(200);
  });

  it('gives an account made by single sign-on no password from a session alone, however fresh: a reset link sets it', async () => {
    const made = await createLoggedInUser(api.db, api.app);
    await api.db.updateTable('users').set({ password_hash: NO_PASSWORD }).where('id', '=', made.user.id).execute();
    const res = await post(api.app, '/api/update-password', { headers: { ...made.headers, UserPassword: 'chosen-by-a-thief-1' } });
    expect([res.statusCode, res.json().error]).toEqual([403, 'CURRENT_PASSWORD']);
    expect((await api.db.selectFrom('users').select('password_hash').where('id', '=', made.user.id).executeTakeFirstOrThrow()).password_hash).toBe(NO_PASSWORD);
  });

  it("emails the owner when an admin resets it, and when a recovery code signs in, with how many are left", async () => {
    const made = await createLoggedInUser(api.db, api.app, { language: 'BRPT' });
    const { recoveryCodes } = await turnOnMfa(api.app, made);
    const token = await passwordStep(api.app, made.email, made.password);
    expect((await second(token, { RecoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
    const admin = (await turnOnMfa(api.app, api.admin)).headers;
    expect((await call('/api/mfa-reset', admin, { UserID: String(made.user.id) })).statusCode).toBe(200);
    const mails = await mailsTo(made.email);
    expect(mails.map((m) => m.subject)).toEqual(['mfaOn', 'recoveryCodeUsed', 'mfaReset'].map((t) => translate('BRPT', `email.${t}.subject` as 'email.mfaOn.subject')));
    expect(mails[1].body).toContain('Códigos de recuperação restantes: 9.');
  });
});

describe('guessing codes', () => {
  const withMfa = async (): Promise<LoggedInUser & { secret: string }> => {
    const made = await createLoggedInUser(api.db, api.app);
    const { secret, headers } = await turnOnMfa(api.app, made);
    await nextStep(api.db, made.user.id);
    return { ...made, headers, secret };
  };

  it('ends a login after five wrong codes, from whatever addresses they come', async () => {
    const { email, password, secret } = await withMfa();
    const token = await passwordStep(api.app, email, password);
    for (let i = 0; i < 5; i += 1) expect((await second(token, { Code: wrongCode(secret) }, `198.51.100.${i}`)).json().error).toBe('MFA_CODE_INVALID');
    const right = await second(token, { Code: codeNow(secret) }, '198.51.100.99');
    expect([right.statusCode, right.json().error]).toEqual([401, 'MFA_TOKEN_INVALID']);
  });

  it('allows ten wrong codes per account from all addresses together, then refuses even the right one and emails the owner once', async () => {
    const { email, password, secret, headers, user } = await withMfa();
    for (let i = 0; i < 10; i += 1) {
      const token = await passwordStep(api.app, email, password, `203.0.113.${i}`);
      expect((await second(token, { Code: wrongCode(secret) }, `203.0.113.${i}`)).json().error).toBe('MFA_CODE_INVALID');
    }
    for (const address of ['203.0.113.50', '203.0.113.51']) {
      const token = await passwordStep(api.app, email, password, address);
      const refused = await second(token, { Code: codeNow(secret) }, address);
      expect([refused.statusCode, refused.json().error]).toEqual([429, 'RATE_LIMITED']);
    }
    expect((await mailsTo(email)).map((m) => m.subject).filter((s) => s === translate('ENG', 'email.mfaGuessing.subject'))).toHaveLength(1);
    // The owner changes the password: whoever guessed with the old one is out, and codes count afresh.
    const changed = await post(api.app, '/api/update-password', { headers: { ...headers, UserPassword: 'a-new-password-9', CurrentPassword: password } });
    expect(changed.statusCode).toBe(200);
    await nextStep(api.db, user.id);
    const after = await second(await passwordStep(api.app, email, 'a-new-password-9', '203.0.113.60'), { Code: codeNow(secret) }, '203.0.113.60');
    expect(after.statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64: new addresses in it are the same guesser', async () => {
    const { email } = await createLoggedInUser(api.db, api.app);
    const limit = api.config.rateLimitPerEmail;
    const codes: number[] = [];
    for (let i = 1; i <= limit + 1; i += 1) {
      const res = await post(api.app, '/api/login', { payload: { email, password: 'wrong-password' }, remoteAddress: `2001:db8:0:7::${i.toString(16)}` });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array<number>(limit).fill(401), 429]);
    const elsewhere = await post(api.app, '/api/login', { payload: { email, password: 'wrong-password' }, remoteAddress: '2001:db8:0:8::1' });
    expect(elsewhere.statusCode).toBe(401);
  });
});
