import { idField, registerSchema } from 'shared-api/contract';
import { BODY_PARAMS, badInputCallers, problem, rawUtf8, SPEC_HEADERS, TYPED_FIELDS } from '../test/badInput';
import { post, setupApiTest, uniqueEmail } from '../test/helpers';
import { assertCleanInput } from './params';

/**
 * Every /api route, probed as an outside client would: NUL bytes, objects where ids go, huge and
 * non-Latin headers, broken JSON. The route list is read from the live app, so a new route is
 * probed without touching this file. Nothing may answer 5xx; every refusal has the one error shape.
 */
const api = setupApiTest();

/** An object whose toString is no function made String(value) throw; an array of them too. */
const WRONG_TYPES: unknown[] = [{ toString: 'x' }, [{}], [{ toString: 'x' }]];
const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(20 * 1024);
/** '한국어 ✓' as raw UTF-8 bytes, as Node reads a header nobody URI-encoded. */
const RAW_UTF8 = rawUtf8('한국어 ✓');

const callers = badInputCallers(api);

/** Valid-looking fields, so a bad one is reached after the good ones are read. */
const baseBody = () => ({ name: 'Probe', email: uniqueEmail('probe'), password: 'probe-password-1', teamID: 1, classID: 1, TeamID: 1 });

it('finds the routes to probe', () => {
  const urls = api.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
  expect(urls).toEqual(expect.arrayContaining(['POST /api/login', 'POST /api/register-with-token', 'GET /api/individual-results-pdf', 'GET /api/outbox']));
});

describe.each(callers)('every /api route, as $name', (caller) => {
  it('answers bad input with a 4xx in the one error shape', async () => {
    const problems: string[] = [];
    for (const { method, url } of api.app.apiRoutes) {
      const auth = await caller.headers();
      const send = (what: string, options: { headers?: Record<string, string>; payload?: unknown; query?: string }) =>
        api.app
          .inject({
            method,
            url: `${url}${options.query ?? ''}`,
            headers: { ...auth, ...options.headers },
            ...(method === 'GET' ? {} : { payload: options.payload as string }),
          })
          .then((res) => {
            const found = problem(res);
            if (found) problems.push(`${method} ${url} ${what}: ${found}`);
          });

      for (const header of SPEC_HEADERS) {
        await send(`NUL in ${header}`, { headers: { [header]: encodeURIComponent(NUL) } });
        await send(`20 KB of raw UTF-8 in ${header}`, { headers: { [header]: RAW_UTF8 + HUGE } });
      }
      await send('NUL in the query', { query: `?to=${encodeURIComponent(NUL)}&token=${encodeURIComponent(NUL)}&limit=%00` });
      await send('20 KB headers', { headers: Object.fromEntries(SPEC_HEADERS.map((h) => [h, HUGE])) });
      await send('raw UTF-8 headers', { headers: Object.fromEntries(SPEC_HEADERS.map((h) => [h, RAW_UTF8])) });
      if (method === 'GET') continue;
      await send('NUL in the body', {
        payload: { ...baseBody(), ...Object.fromEntries([...SPEC_HEADERS, ...BODY_PARAMS].map((h) => [h, NUL])) },
      });
      await send('NUL deep in the body', { payload: { ...baseBody(), answers: { 1: NUL }, ideas: [NUL], departments: [{ name: NUL }] } });
      await send('NUL in a key', { payload: { ...baseBody(), answers: { [NUL]: 1 } } });
      for (const field of TYPED_FIELDS) {
        for (const value of WRONG_TYPES) await send(`${JSON.stringify(value)} as ${field}`, { payload: { ...baseBody(), [field]: value } });
      }
      const json = { 'content-type': 'application/json' };
      await send('broken JSON', { headers: json, payload: '{"email": "a@b.co",' });
      await send('an empty JSON body', { headers: json, payload: '' });
      await send('a JSON array', { headers: json, payload: '[{}]' });
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('the reported reproductions', () => {
  it('refuse NUL bytes with 400 BAD_REQUEST naming the field', async () => {
    const token = await post(api.app, '/api/team-access-token', { headers: { token: 'a%00b' } });
    expect([token.statusCode, token.json().error, token.json().field]).toEqual([400, 'BAD_REQUEST', 'Token']);
    const register = await post(api.app, '/api/register-with-token', { payload: { token: NUL, name: 'A', email: uniqueEmail(), password: 'password-1' } });
    expect([register.statusCode, register.json().field]).toEqual([400, 'token']);
    const outbox = await api.app.inject({ method: 'GET', url: '/api/outbox?to=%00', headers: api.admin.headers });
    expect([outbox.statusCode, outbox.json().error]).toEqual([400, 'BAD_REQUEST']);
    const spanish = await post(api.app, '/api/team-access-token', { headers: { token: '%00', 'accept-language': 'es' } });
    expect(spanish.json().message).toBe('No se entendió la solicitud. Revise los datos que ingresó e inténtelo de nuevo.');
  });

  it('refuse half an emoji (a lone surrogate) with 400 BAD_REQUEST naming the field', async () => {
    // PostgreSQL refused it in jsonb (a 500) and PGlite miscounted its bytes anywhere (a 500 at random).
    const departments = await post(api.app, '/api/edit-team', {
      headers: { ...api.admin.headers, TeamName: 'Platform' },
      payload: { TeamID: 1, departments: [{ name: 'Sales \ud83d' }] },
    });
    expect([departments.statusCode, departments.json().error, departments.json().field]).toEqual([400, 'BAD_REQUEST', 'departments']);
    const register = await post(api.app, '/api/register', { payload: { name: 'كلمة\udfff𝕦ਔ', email: uniqueEmail(), password: 'password-1' } });
    expect([register.statusCode, register.json().field]).toEqual([400, 'name']);
    expect(() => assertCleanInput({ ideas: ['a whole 😀 and 👩‍👩‍👧‍👦'] }, { lines: true })).not.toThrow();
    expect(() => assertCleanInput({ answers: { '\udc00': 1 } }, { lines: true })).toThrow();
    await expect(registerSchema().validateAt('name', { name: 'Ana \ud83d' })).rejects.toThrow('validation.nameRequired');
  });

  it('refuse objects where an id is expected', async () => {
    const register = await post(api.app, '/api/register', {
      payload: { name: 'A', email: uniqueEmail(), password: 'password-1', teamID: 1, classID: { toString: 'x' } },
    });
    expect([register.statusCode, Object.keys(register.json().errors)]).toEqual([400, ['classID']]);
    const activate = await post(api.app, '/api/activate-results-for-team', { headers: api.admin.headers, payload: { UserIDs: [{}] } });
    expect([activate.statusCode, Object.keys(activate.json().errors)]).toEqual([400, ['UserIDs']]);
    expect([idField().validateSync(7), idField().validateSync(' 42 ')]).toEqual([7, 42]);
    for (const bad of ['1e3', '0x10', '-1', '1.5', true, {}, [1]]) expect([bad, idField().isValidSync(bad)]).toEqual([bad, false]);
  });

  it('keep line breaks and tabs in free text, nowhere else', async () => {
    expect(() => assertCleanInput({ ideas: ['one\ntwo\r\n\tthree'] }, { lines: true })).not.toThrow();
    expect(() => assertCleanInput({ ideas: ['bell\u0007'] }, { lines: true })).toThrow();
    expect(() => assertCleanInput({ to: 'a\nb' }, { lines: false })).toThrow();
    const nested = JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40));
    expect(() => assertCleanInput(nested, { lines: true })).toThrow();
    const newline = await post(api.app, '/api/team-access-token', { headers: { token: 'a%0Ab' } });
    expect(newline.statusCode).toBe(400);
    // formik refuses the same characters with the field's own message.
    await expect(registerSchema().validateAt('name', { name: 'Ana\u0001' })).rejects.toThrow('validation.nameRequired');
    await expect(registerSchema().validateAt('password', { password: 'password\u0000' })).rejects.toThrow('validation.passwordShort');
  });
});
