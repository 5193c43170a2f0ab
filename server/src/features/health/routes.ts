import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppConfigResponse, HealthResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';

export async function healthRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    settles: false,
    handler: async (req): Promise<HealthResponse> => {
      try {
        // A select the write counter does not count (raw SQL counts: it may write), so a probe
        // never makes another request wait on the change feed.
        await db.selectNoFrom(sql<number>`1`.as('one')).execute();
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE');
      }
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
      currency: config.currency,
    }),
  });
}
