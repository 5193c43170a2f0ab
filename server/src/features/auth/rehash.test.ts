import { createLoggedInUser, createUser, login, post, setupApiTest } from '../../test/helpers';
import { oldScryptHash } from '../../test/scryptHash';
import { codeNow, nextStep, passwordStep, turnOnMfa } from '../../test/secondFactor';
import { hashPassword, verifyPassword } from './passwords';
import { rehashPassword } from './rehashPassword';

// Old scrypt hashes, and argon2id at another cost, are made again at the next sign-in (decision 023).
const api = setupApiTest({ admin: false });

const storedHash = async (userId: number) =>
  (await api.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;
const setHash = (userId: number, passwordHash: string) => api.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
const currentCost = () => `$argon2id$v=19$m=${api.config.passwordCost.memoryKiB},t=${api.config.passwordCost.timeCost},p=1$`;

it('replaces an old scrypt hash with argon2id at the first sign-in, which the next one takes as is', async () => {
  const { user, email, password } = await createUser(api.db);
  await setHash(user.id, oldScryptHash(password));
  const first = await post(api.app, '/api/login', { payload: { email, password } });
  expect([first.statusCode, first.json().user_id]).toEqual([200, user.id]);
  const rehashed = await storedHash(user.id);
  expect(rehashed.startsWith(currentCost())).toBe(true);
  expect(await verifyPassword(password, rehashed)).toBe(true);

  expect(await login(api.app, email, password)).toEqual(expect.any(String));
  expect(await storedHash(user.id)).toBe(rehashed);
});

it('leaves the scrypt hash as it was after a wrong password', async () => {
  const { user, email, password } = await createUser(api.db);
  const old = oldScryptHash(password);
  await setHash(user.id, old);
  const res = await post(api.app, '/api/login', { payload: { email, password: 'not-the-password' } });
  expect([res.statusCode, res.json().error]).toEqual([401, 'LOGIN_FAILED']);
  expect(await storedHash(user.id)).toBe(old);
});

it('rehashes an argon2id hash made at another cost', async () => {
  const { user, email, password } = await createUser(api.db);
  await setHash(user.id, await hashPassword(password, { memoryKiB: 128, timeCost: 2 }));
  await login(api.app, email, password);
  expect((await storedHash(user.id)).startsWith(currentCost())).toBe(true);
});

it('rehashes at the password step of an account with a second factor, before the code', async () => {
  const { user, email, password, headers } = await createLoggedInUser(api.db, api.app);
  const { secret } = await turnOnMfa(api.app, { headers, password });
  await setHash(user.id, oldScryptHash(password));
  const token = await passwordStep(api.app, email, password);
  const rehashed = await storedHash(user.id);
  expect(rehashed.startsWith(currentCost())).toBe(true);

  await nextStep(api.db, user.id);
  const res = await post(api.app, '/api/login-mfa', { payload: { mfa_token: token, Code: codeNow(secret) } });
  expect([res.statusCode, res.json().user_id]).toEqual([200, user.id]);
  expect(await storedHash(user.id)).toBe(rehashed);
});

it('leaves a first-login password, which the user replaces at once', async () => {
  const { user, email, password } = await createUser(api.db);
  const old = oldScryptHash(password);
  await api.db.updateTable('users').set({ password_hash: old, first_login: true }).where('id', '=', user.id).execute();
  const res = await post(api.app, '/api/login', { payload: { email, password } });
  expect([res.statusCode, res.json().first_login]).toEqual([200, true]);
  expect(await storedHash(user.id)).toBe(old);
});

it('signs in even when the new hash cannot be stored, and keeps the old one', async () => {
  const { user, email, password } = await createUser(api.db);
  const old = oldScryptHash(password);
  await setHash(user.id, old);
  const original = api.db.updateTable.bind(api.db);
  const refuse = jest.spyOn(api.db, 'updateTable').mockImplementation(((table: 'users') => {
    if (table === 'users') throw new Error('the database refused');
    return original(table);
  }) as typeof api.db.updateTable);
  try {
    expect((await post(api.app, '/api/login', { payload: { email, password } })).statusCode).toBe(200);
    expect(refuse).toHaveBeenCalledWith('users');
  } finally {
    refuse.mockRestore();
  }
  expect(await storedHash(user.id)).toBe(old);
});

// Without the guard on the hash just verified, the rehash would write over the new password.
it('keeps a password changed between the check and the rehash', async () => {
  const { user, password } = await createUser(api.db);
  const old = oldScryptHash(password);
  await setHash(user.id, old);
  // The login verified `old`; meanwhile its owner set another password.
  const changed = await hashPassword('a-password-set-meanwhile', api.config.passwordCost);
  await setHash(user.id, changed);
  await rehashPassword({ db: api.db, config: api.config, user: { id: user.id, password_hash: old }, password, log: api.app.log });
  expect(await storedHash(user.id)).toBe(changed);
});
