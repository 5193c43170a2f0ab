import { translate } from 'shared-api/texts';
import { createLoggedInUser, login, post, setupApiTest } from '../../test/helpers';
import { codeNow, nextStep, passwordStep, turnOnMfa } from '../../test/secondFactor';
import { hashRecoveryCode } from './recoveryCodes';
import { totp } from './totp';

// A second factor's setup, turning it on and off, and an admin's reset (issue 24), REQUIRE_MFA_FOR_MANAGERS off.
const api = setupApiTest();

const mfaRow = (userId: number) => api.db.selectFrom('user_mfa').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('setting a second factor up', () => {
  it('answers a new secret, its otpauth URL and the QR code as SVG; a second setup replaces the first', async () => {
    const { user, headers, email, password } = await createLoggedInUser(api.db, api.app);
    const first = await post(api.app, '/api/mfa-setup', { headers });
    expect(first.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = first.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Innovation%20Portal:${encodeURIComponent(email)}?secret=${secret}&issuer=Innovation%20Portal&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    expect(await mfaRow(user.id)).toMatchObject({ secret, enabled_at: null });

    const second = (await post(api.app, '/api/mfa-setup', { headers })).json();
    expect(second.secret).not.toBe(secret);
    // The first secret's codes no longer turn anything on.
    const stale = await post(api.app, '/api/mfa-enable', { headers, payload: { Code: codeNow(secret), CurrentPassword: password } });
    expect([stale.statusCode, stale.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
    expect(stale.json().message).toBe(translate('ENG', 'errors.MFA_CODE_INVALID'));
    expect((await mfaRow(user.id))?.enabled_at).toBeNull();

    const on = await post(api.app, '/api/mfa-enable', { headers, payload: { Code: codeNow(second.secret), CurrentPassword: password } });
    expect(on.statusCode).toBe(200);
    const codes: string[] = on.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    // Only their hashes are kept.
    const stored = await api.db.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect((await mfaRow(user.id))?.enabled_at).toBeInstanceOf(Date);
  });

  it('refuses a setup or a second enable while one is on, and an enable before any setup', async () => {
    const made = await createLoggedInUser(api.db, api.app);
    const none = await post(api.app, '/api/mfa-enable', { headers: made.headers, payload: { Code: '123456', CurrentPassword: made.password } });
    expect([none.statusCode, none.json().error]).toEqual([409, 'MFA_NOT_SET_UP']);
    const { secret, headers } = await turnOnMfa(api.app, made);
    const again = await post(api.app, '/api/mfa-setup', { headers });
    expect([again.statusCode, again.json().error]).toEqual([409, 'MFA_ALREADY_ENABLED']);
    const enable = await post(api.app, '/api/mfa-enable', { headers, payload: { Code: codeNow(secret), CurrentPassword: made.password } });
    expect([enable.statusCode, enable.json().error]).toEqual([409, 'MFA_ALREADY_ENABLED']);
  });

  it('answers a code that is no code with 400 and the field message in the caller language, never 500', async () => {
    const { headers, password } = await createLoggedInUser(api.db, api.app, { language: 'SPA' });
    await post(api.app, '/api/mfa-setup', { headers });
    for (const payload of [{}, { Code: '' }, { Code: '12345' }, { Code: 'abcdef' }, { Code: '1234567' }, { Code: { a: 1 } }, { Code: ['123456'] }, { Code: null }]) {
      for (const url of ['/api/mfa-enable', '/api/mfa-disable']) {
        const res = await post(api.app, url, { headers, payload });
        expect([url, payload, res.statusCode, res.json().error]).toEqual([url, payload, 400, 'VALIDATION']);
        expect(res.json().errors.Code).toBe(translate('SPA', 'validation.mfaCode'));
      }
    }
    // A code as apps show it, with a space, is read as its six digits (here a wrong one).
    const spaced = await post(api.app, '/api/mfa-enable', { headers, payload: { Code: '123 456', CurrentPassword: password } });
    expect([spaced.statusCode, spaced.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
    expect(spaced.json().message).toBe(translate('SPA', 'errors.MFA_CODE_INVALID'));
  });

  it('answers a signed-out caller with 401', async () => {
    for (const url of ['/api/mfa-setup', '/api/mfa-enable', '/api/mfa-disable']) expect((await post(api.app, url, { payload: { Code: '123456' } })).statusCode).toBe(401);
  });
});

describe('turning it off', () => {
  it('takes a current code, not a wrong or used one; then the password alone logs in', async () => {
    const made = await createLoggedInUser(api.db, api.app);
    const { user, email, password } = made;
    const { secret, headers } = await turnOnMfa(api.app, made);
    const disable = (Code: string) => post(api.app, '/api/mfa-disable', { headers, payload: { Code, CurrentPassword: password } });
    const wrong = await disable(totp(secret, Date.now() - 120_000));
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
    // The code that turned it on was used then.
    const reused = await disable(codeNow(secret));
    expect([reused.statusCode, reused.json().error]).toEqual([400, 'MFA_CODE_INVALID']);
    await nextStep(api.db, user.id);
    const off = await disable(codeNow(secret));
    expect([off.statusCode, off.json()]).toEqual([200, { ok: true }]);
    expect(await mfaRow(user.id)).toBeUndefined();
    expect(await api.db.selectFrom('mfa_recovery_codes').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await login(api.app, email, password)).toEqual(expect.any(String));
    const again = await disable(codeNow(secret));
    expect([again.statusCode, again.json().error]).toEqual([409, 'MFA_NOT_ENABLED']);
  });
});

describe("an admin's reset", () => {
  it("removes a user's second factor, ends their pending logins, and is on the audit log", async () => {
    const made = await createLoggedInUser(api.db, api.app, { name: 'Lost Phone' });
    const { user, email, password } = made;
    await turnOnMfa(api.app, made);
    const pending = await passwordStep(api.app, email, password);
    const page = () => post(api.app, '/api/responses', { headers: { ...api.admin.headers, UserID: String(user.id) } });
    expect((await page()).json().userMfaEnabled).toBe(true);
    const res = await post(api.app, '/api/mfa-reset', { headers: { ...api.admin.headers, UserID: String(user.id) } });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    expect(await mfaRow(user.id)).toBeUndefined();
    expect((await page()).json().userMfaEnabled).toBe(false);
    const late = await post(api.app, '/api/login-mfa', { payload: { mfa_token: pending, RecoveryCode: 'AAAA-AAAA-AAAA-AAAA' } });
    expect([late.statusCode, late.json().error]).toEqual([401, 'MFA_TOKEN_INVALID']);
    expect(await login(api.app, email, password)).toEqual(expect.any(String));

    const record = await api.db.selectFrom('audit_log').selectAll().where('action', '=', 'mfaReset').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ actor_id: api.admin.user.id, actor_role: 'admin', team_id: user.team_id, target: [{ kind: 'user', id: user.id, email }] });
    const log = await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Action: 'mfaReset' } });
    expect(log.json().records[0]).toMatchObject({ action: 'mfaReset', target: [{ kind: 'user', id: user.id, email }] });
  });

  it('refuses a user without one, an unknown user and a bad id, writing nothing', async () => {
    const { user } = await createLoggedInUser(api.db, api.app);
    const before = await api.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const [UserID, status, error] of [[String(user.id), 409, 'MFA_NOT_ENABLED'], ['99999999', 404, 'NOT_FOUND'], ['x', 400, 'VALIDATION'], ['', 400, 'VALIDATION']] as const) {
      const res = await post(api.app, '/api/mfa-reset', { headers: { ...api.admin.headers, UserID } });
      expect([UserID, res.statusCode, res.json().error]).toEqual([UserID, status, error]);
    }
    const after = await api.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

it('holds no manager without a second factor while REQUIRE_MFA_FOR_MANAGERS is off', async () => {
  expect(api.config.requireMfaForManagers).toBe(false);
  const res = await post(api.app, '/api/teams-by-recency', { headers: api.admin.headers });
  expect(res.statusCode).toBe(200);
  const added = await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: 'Held nowhere' } });
  expect(added.statusCode).toBe(200);
});
