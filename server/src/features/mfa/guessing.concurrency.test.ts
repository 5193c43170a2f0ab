import { createLoggedInUser, post } from '../../test/helpers';
import { setupInstances } from '../../test/instances';
import { nextStep, passwordStep, turnOnMfa } from '../../test/secondFactor';
import { describeOnPostgres } from '../../test/testDb';
import { totp } from './totp';

/**
 * Codes guessed all at once through two instances (issue 36: 32 guesses in parallel got past a
 * count read before any was written): each try is counted before it is checked, so no more than
 * the limits are ever checked, however the requests race.
 */
describeOnPostgres('codes of a second factor guessed in parallel', () => {
  const instances = setupInstances(2, { MFA_CODES_PER_ACCOUNT: '10' });
  const guesses = 32;

  const userWithMfa = async () => {
    const [app] = instances.apps;
    const made = await createLoggedInUser(instances.database.db, app);
    const { secret } = await turnOnMfa(app, made);
    await nextStep(instances.database.db, made.user.id);
    return { ...made, wrong: totp(secret, Date.now() - 10 * 60_000) };
  };
  const outcomes = (answers: { statusCode: number; json(): { error?: string } }[]) => {
    const counts: Record<string, number> = {};
    for (const res of answers) counts[res.json().error ?? String(res.statusCode)] = (counts[res.json().error ?? String(res.statusCode)] ?? 0) + 1;
    return counts;
  };

  it(`checks at most 5 of ${guesses} codes sent at once with one login's token`, async () => {
    const { email, password, wrong } = await userWithMfa();
    const token = await passwordStep(instances.apps[0], email, password);
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, i) =>
        post(instances.apps[i % 2], '/api/login-mfa', { payload: { mfa_token: token, Code: wrong }, remoteAddress: `198.51.100.${i}` }),
      ),
    );
    expect(outcomes(answers)).toEqual({ MFA_CODE_INVALID: 5, MFA_TOKEN_INVALID: guesses - 5 });
  });

  it(`checks at most 10 of ${guesses} codes sent at once to one account from ${guesses} addresses`, async () => {
    const { email, password, wrong } = await userWithMfa();
    const tokens = [];
    for (let i = 0; i < guesses; i += 1) tokens.push(await passwordStep(instances.apps[i % 2], email, password, `203.0.113.${i}`));
    const answers = await Promise.all(
      tokens.map((mfa_token, i) => post(instances.apps[i % 2], '/api/login-mfa', { payload: { mfa_token, Code: wrong }, remoteAddress: `203.0.113.${i}` })),
    );
    // Each try counts before it is checked: racing ones may see each other's and all be refused.
    const { MFA_CODE_INVALID: checked = 0, RATE_LIMITED: refused = 0, ...other } = outcomes(answers);
    expect(other).toEqual({});
    expect([checked <= 10, checked + refused]).toEqual([true, guesses]);
    process.stdout.write(`codes guessed in parallel: ${checked} of ${guesses} checked, ${refused} refused 429\n`);
  });
});
