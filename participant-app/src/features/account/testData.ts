import type { LoginResponse } from 'shared-api';

/** A server answer carrying a session, as /api/login, /api/register and /api/update-password send. */
export function sessionReply(overrides: Partial<LoginResponse> = {}): { status: number; body: LoginResponse } {
  return {
    status: 200,
    body: {
      access_token: 'tok-123',
      email: 'ana@acme.org',
      admin: false,
      team_id: 7,
      user_id: 42,
      first_login: false,
      language: 'ENG',
      ...overrides,
    },
  };
}

export const SUPPORT = { '/api/app-config': { body: { supportEmail: 'help@portal.test', stripeTestMode: true, currency: 'usd' } } };
