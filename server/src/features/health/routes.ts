import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfigResponse, HealthResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import { readMigrations } from '../../db/migrate';
import type { DB } from '../../db/types';
import { route } from '../../http/route';
import { paymentMode } from '../payments';
import { checkReady } from './checkReady';
import type { Lifecycle } from './lifecycle';

export async function healthRoutes(app: FastifyInstance, { db, config, lifecycle }: { db: Kysely<DB>; config: Config; lifecycle: Lifecycle }) {
  // Liveness: the process answers. Nothing else, so a database outage never gets every instance
  // restarted by an orchestrator at once.
  route(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    settles: false,
    handler: async (): Promise<HealthResponse> => ({ ok: true }),
  });

  const migrations = readMigrations().map((m) => m.version);
  route(app, {
    method: 'GET',
    url: '/api/ready',
    access: 'public',
    settles: false,
    handler: async (req): Promise<HealthResponse> => {
      await checkReady({ db, lifecycle, migrations, log: req.log });
      return { ok: true };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/app-config',
    access: 'public',
    handler: async (): Promise<AppConfigResponse> => ({
      supportEmail: config.supportEmail,
      // Without a Stripe secret key the built-in test-mode provider handles checkout (DESIGN.md).
      stripeTestMode: !config.stripeSecretKey || config.stripeSecretKey.startsWith('sk_test_'),
      cardPayments: paymentMode(config),
      currency: config.currency,
    }),
  });
}
