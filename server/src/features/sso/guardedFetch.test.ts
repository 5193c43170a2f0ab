import { createServer, type Server } from 'node:net';
import { authorizationRequest } from './openid';
import { isInternalAddress, publicFetch } from './guardedFetch';

it('tells internal addresses from public ones, IPv4 mapped into IPv6 by the IPv4', () => {
  for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fc00::1', 'fd12::3', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
    expect([address, isInternalAddress(address)]).toEqual([address, true]);
  }
  for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8']) expect([address, isInternalAddress(address)]).toEqual([address, false]);
});

describe('the identity provider fetch in production', () => {
  let server: Server;
  let port: number;
  const connections: unknown[] = [];
  beforeAll(async () => {
    server = createServer((socket) => {
      connections.push(socket.remoteAddress);
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = { method: 'GET', headers: {}, body: undefined, redirect: 'manual' as const, signal: undefined };

  it('never connects to an internal address, named by its number or by a name that resolves to it', async () => {
    await expect(publicFetch(`https://127.0.0.1:${port}/.well-known/openid-configuration`, options as never)).rejects.toThrow(/internal network/);
    const named = publicFetch(`https://localhost:${port}/.well-known/openid-configuration`, options as never);
    await expect(named).rejects.toThrow();
    await expect(named.catch((err: Error) => String(err.cause ?? err))).resolves.toMatch(/internal network/);
    await expect(publicFetch(`https://[::1]:${port}/`, options as never)).rejects.toThrow(/internal network/);
    expect(connections).toEqual([]);
  });

  it('makes single sign-on refuse such an issuer at once, without a connection', async () => {
    for (const issuer of [`https://127.0.0.1:${port}/`, `https://localhost:${port}/realm`, 'https://169.254.169.254/latest']) {
      const started = performance.now();
      const request = authorizationRequest({ provider: { issuer, clientId: 'c', clientSecret: 's' }, production: true, redirectUri: 'https://portal.test/api/sso-callback', email: 'a@b.org' });
      await expect(request).rejects.toMatchObject({ code: 'SSO_PROVIDER' });
      expect(performance.now() - started).toBeLessThan(2000);
    }
    expect(connections).toEqual([]);
  });
});
