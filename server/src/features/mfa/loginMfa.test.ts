import { issueResetTokens } from '../auth';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { codeNow, nextStep, passwordStep, turnOnMfa } from '../../test/secondFactor';
import { totp } from './totp';

// Logging in with a second factor (issue 24): /api/login, then /api/login-mfa. Three failures per
// (email, address) pair refuse that pair here, as RATE_LIMIT_PER_EMAIL does (decision 007).
const api = setupApiTest({ env: () => ({ RATE_LIMIT_PER_EMAIL: '3' }) });

/** A user with a second factor on, and the session turning it on opened. */
async function userWithMfa() {
  const made = await createLoggedInUser(api.db, api.app, { name: 'Two Factors' });
  const { secret, recoveryCodes, headers } = await turnOnMfa(api.app, made);
  return { ...made, headers, secret, recoveryCodes };
}

const sessionCount = async (userId: number) =>
  Number((await api.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
const second = (payload: Record<string, unknown>, remoteAddress?: string) => post(api.app, '/api/login-mfa', { payload, ...(remoteAddress && { remoteAddress }) });

it('answers the password with a token and no session, and the code with what /api/login answers', async () => {
  const { user, email, password, secret } = await userWithMfa();
  const sessions = await sessionCount(user.id);
  const first = await post(api.app, '/api/login', { payload: { email, password } });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ mfa_required: true, mfa_token: expect.stringMatching(/^[\w-]{43}$/) });
  expect(await sessionCount(user.id)).toBe(sessions);

  await nextStep(api.db, user.id);
  const res = await second({ mfa_token: first.json().mfa_token, Code: codeNow(secret) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    access_token: expect.any(String), email, admin: false, team_id: user.team_id, user_id: user.id, language: 'ENG', first_login: user.first_login,
  });
  const me = await post(api.app, '/api/me', { headers: { authorization: `Bearer ${res.json().access_token}` } });
  expect([me.statusCode, me.json().user_id]).toEqual([200, user.id]);
});

it('takes each code once and each token once', async () => {
  const { user, email, password, secret } = await userWithMfa();
  await nextStep(api.db, user.id);
  const code = codeNow(secret);
  const token = await passwordStep(api.app, email, password);
  expect((await second({ mfa_token: token, Code: code })).statusCode).toBe(200);
  // The same token again, even with a code not yet used.
  const again = await second({ mfa_token: token, Code: totp(secret, Date.now() + 30_000) });
  expect([again.statusCode, again.json().error]).toEqual([401, 'MFA_TOKEN_INVALID']);
  // The same code on a new login.
  const reused = await second({ mfa_token: await passwordStep(api.app, email, password), Code: code });
  expect([reused.statusCode, reused.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
});

it('takes a recovery code once, typed with or without its dashes', async () => {
  const { email, password, recoveryCodes } = await userWithMfa();
  const [code, other] = recoveryCodes;
  expect((await second({ mfa_token: await passwordStep(api.app, email, password), RecoveryCode: code })).statusCode).toBe(200);
  const spent = await second({ mfa_token: await passwordStep(api.app, email, password), RecoveryCode: code });
  expect([spent.statusCode, spent.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
  const loose = ` ${other.replace(/-/g, '').toLowerCase()} `;
  const res = await second({ mfa_token: await passwordStep(api.app, email, password), RecoveryCode: loose });
  expect([res.statusCode, res.json().email]).toEqual([200, email]);
});

it('refuses an expired token, an unknown one, and one of another user', async () => {
  const a = await userWithMfa();
  const b = await userWithMfa();
  const expired = await passwordStep(api.app, a.email, a.password);
  await api.db.updateTable('mfa_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', a.user.id).execute();
  await nextStep(api.db, a.user.id);
  const late = await second({ mfa_token: expired, Code: codeNow(a.secret) });
  expect([late.statusCode, late.json().error]).toEqual([401, 'MFA_TOKEN_INVALID']);
  const unknown = await second({ mfa_token: 'x'.repeat(43), Code: codeNow(a.secret) });
  expect([unknown.statusCode, unknown.json().error]).toEqual([401, 'MFA_TOKEN_INVALID']);
  // A's token is A's login: B's code and B's recovery code do not finish it.
  const tokenOfA = await passwordStep(api.app, a.email, a.password);
  await nextStep(api.db, b.user.id);
  const crossed = await second({ mfa_token: tokenOfA, Code: codeNow(b.secret) });
  expect([crossed.statusCode, crossed.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
  const crossedRecovery = await second({ mfa_token: tokenOfA, RecoveryCode: b.recoveryCodes[0] });
  expect([crossedRecovery.statusCode, crossedRecovery.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
});

it('throttles wrong codes as failed logins of the pair: refused there, not elsewhere, lifted by the login', async () => {
  const { user, email, password, secret } = await userWithMfa();
  const token = await passwordStep(api.app, email, password, '203.0.113.9');
  const wrong = totp(secret, Date.now() - 300_000);
  for (let i = 0; i < 3; i += 1) expect((await second({ mfa_token: token, Code: wrong }, '203.0.113.9')).statusCode).toBe(400);
  await nextStep(api.db, user.id);
  const held = await second({ mfa_token: token, Code: codeNow(secret) }, '203.0.113.9');
  expect([held.statusCode, held.json().error]).toEqual([429, 'RATE_LIMITED']);
  // Recovery codes and passwords count in the same pair.
  expect((await second({ mfa_token: token, RecoveryCode: 'AAAA-AAAA-AAAA-AAAA' }, '203.0.113.9')).statusCode).toBe(429);
  expect((await post(api.app, '/api/login', { payload: { email, password }, remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
  // The owner, elsewhere, finishes the login (a token is not bound to an address) and so logs in.
  const owner = await second({ mfa_token: token, Code: codeNow(secret) }, '198.51.100.7');
  expect(owner.statusCode).toBe(200);
});

it('keeps the pair failures after a right password until the code is right too', async () => {
  const { user, email, password, secret } = await userWithMfa();
  const address = '203.0.113.77';
  const wrong = totp(secret, Date.now() - 300_000);
  // Each right password alone would otherwise give a guesser of codes a fresh count.
  for (let i = 0; i < 3; i += 1) {
    const res = await second({ mfa_token: await passwordStep(api.app, email, password, address), Code: wrong }, address);
    expect(res.statusCode).toBe(400);
  }
  expect((await post(api.app, '/api/login', { payload: { email, password }, remoteAddress: address })).statusCode).toBe(429);
  await api.db.deleteFrom('auth_attempts').where('email', '=', email).execute();
  await nextStep(api.db, user.id);
  expect((await second({ mfa_token: await passwordStep(api.app, email, password, address), Code: codeNow(secret) }, address)).statusCode).toBe(200);
});

it('asks a reset link for the code too: the new password is set, and the login goes on at /api/login-mfa', async () => {
  const { user, secret } = await userWithMfa();
  const links = await issueResetTokens({ db: api.db, userIds: [user.id], ttlMs: 60_000 });
  const sessions = await sessionCount(user.id);
  const reset = await post(api.app, '/api/update-password', { headers: { authorization: `Bearer ${links.get(user.id)}`, UserPassword: 'chosen-anew-1' } });
  expect([reset.statusCode, reset.json()]).toEqual([200, { msg: expect.any(String), mfa_required: true, mfa_token: expect.any(String) }]);
  expect(await sessionCount(user.id)).toBe(sessions);
  await nextStep(api.db, user.id);
  expect((await second({ mfa_token: reset.json().mfa_token, Code: codeNow(secret) })).statusCode).toBe(200);
});

it('answers bad input with 400, never 500', async () => {
  const { email, password } = await userWithMfa();
  const token = await passwordStep(api.app, email, password);
  for (const payload of [
    {},
    { mfa_token: token },
    { mfa_token: token, Code: '12' },
    { mfa_token: token, Code: { x: 1 } },
    { mfa_token: token, RecoveryCode: 'x'.repeat(65) },
    { mfa_token: { x: 1 }, Code: '123456' },
    { mfa_token: 'y'.repeat(129), Code: '123456' },
    { Code: '123456' },
  ]) {
    const res = await second(payload);
    expect([payload, res.statusCode, res.json().error]).toEqual([payload, 400, 'VALIDATION']);
  }
  const notJson = await post(api.app, '/api/login-mfa', { payload: '[1]', headers: { 'content-type': 'application/json' } });
  expect(notJson.statusCode).toBe(400);
});
