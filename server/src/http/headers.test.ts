import { createUser, post, setupApiTest } from '../test/helpers';

const api = setupApiTest({ admin: false });

describe('response headers', () => {
  it('forbid framing in both headers that say so', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keep API answers, tokens above all, out of every cache', async () => {
    const { email, password } = await createUser(api.db);
    const login = await post(api.app, '/api/login', { payload: { email, password } });
    expect([login.statusCode, login.headers['cache-control']]).toEqual([200, 'no-store']);
    const refused = await post(api.app, '/api/login', { payload: { email, password: 'wrong-password' } });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const unknown = await post(api.app, '/api/nothing-here');
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
