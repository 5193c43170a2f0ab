import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppConfigResponse, HealthResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';

export async function healthRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  app.get('/api/health', { config: { access: 'public' } }, async (req): Promise<HealthResponse> => {
    try {
      await sql`select 1`.execute(db);
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      throw new AppError('UNAVAILABLE');
    }
    return { ok: true };
  });

  app.get('/api/app-config', { config: { access: 'public' } }, async (): Promise<AppConfigResponse> => ({
    supportEmail: config.supportEmail,
    // Without a Stripe secret key the built-in test-mode provider handles checkout (DESIGN.md).
    stripeTestMode: !config.stripeSecretKey || config.stripeSecretKey.startsWith('sk_test_'),
  }));
}
