import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { ChangeFeed } from './db/changeFeed';
import { createReadCache } from './db/readCache';
import type { DB } from './db/types';
import { ownAccountRoutes } from './features/account/routes';
import { accountRoutes } from './features/accounts/routes';
import { activationRoutes } from './features/activations';
import { assessmentRoutes } from './features/assessment/routes';
import { resultsRoutes } from './features/assessment/results/routes';
import { authRoutes } from './features/auth/routes';
import { certificateRoutes } from './features/certificates/routes';
import { classRoutes } from './features/classes/routes';
import { auditRoutes } from './features/audit';
import { downloadRoutes } from './features/downloads/routes';
import { emailRoutes } from './features/email/routes';
import { createSmtpTransport, startEmailWorker, type MailTransport } from './features/email/worker';
import { createLifecycle, healthRoutes, type Lifecycle } from './features/health';
import { mfaRoutes } from './features/mfa/routes';
import { createPayments, paymentCspSources, paymentRoutes } from './features/payments';
import { portalRoutes } from './features/portal/routes';
import { privacyRoutes } from './features/privacy/routes';
import { questionnaireRoutes } from './features/questionnaires/routes';
import { reminderRoutes } from './features/reminders';
import { reportRoutes } from './features/reports/routes';
import { retentionRoutes, startRetentionJob } from './features/retention';
import { scheduleRoutes } from './features/schedules/routes';
import { ssoRoutes } from './features/sso/routes';
import { startScheduler } from './features/schedules';
import { userRoutes } from './features/users/routes';
import { isSpaRequest, sendIndex, staticRoutes } from './features/static/routes';
import { teamRoutes } from './features/teams/routes';
import { registerAuth } from './http/auth';
import { addressKey } from './http/clientAddress';
import { logRequest } from './http/logRedaction';
import { trustProxyOption } from './http/rateLimit';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { AppError, errorBody, registerErrorHandler } from './http/errors';
import { securityHeaders } from './http/securityHeaders';
import { scheduledRuns } from './scheduledRuns';

export interface BuildAppOptions {
  config: Config;
  db: Kysely<DB>;
  /** Overrides the SMTP transport (tests); by default SMTP_URL decides. */
  mailTransport?: MailTransport | null;
  /** false: no log (tests); a stream: the log written there (tests that read it); else stdout. */
  logger?: false | { stream: NodeJS.WritableStream };
  /** The database's change feed: without it nothing is cached (db/readCache.ts). */
  changes?: ChangeFeed;
  /** main.ts's: it marks the process draining on SIGTERM (/api/ready turns 503). */
  lifecycle?: Lifecycle;
}

/** The whole HTTP server, without listening: main.ts starts it, tests use inject(). */
export async function buildApp({ config, db, mailTransport, logger, changes, lifecycle = createLifecycle() }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, ...logger, serializers: { req: logRequest } },
    bodyLimit: config.bodyLimit,
    // req.ip keys the per-IP limit: X-Forwarded-For counts only as far as TRUST_PROXY says.
    trustProxy: trustProxyOption(config),
    // On close, a request already on its way (a connection accepted, its request not yet read) is
    // served rather than reset or refused with 503: a proxy that sent it cannot pass a POST to
    // another instance. main.ts closes the connections left idle.
    forceCloseConnections: false,
    return503OnClosing: false,
  });

  app.decorate('reads', createReadCache(changes ?? null));
  registerErrorHandler(app);
  const stripe = paymentCspSources(config);
  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(stripe.imgSrc ?? [])],
        connectSrc: ["'self'", ...(stripe.connectSrc ?? [])],
        ...(stripe.frameSrc ? { frameSrc: ["'self'", ...stripe.frameSrc] } : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
  });
  // API answers carry tokens and personal data: no cache keeps them, unless a route says otherwise
  // (a route's own header replaces this one).
  const api = { ...security, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? api : security);
    // Draining: each connection ends with its answer, so the process can exit once the requests in
    // flight are done, not after a client's keep-alive (Fastify keeps idle ones 72 s).
    if (lifecycle.draining) reply.header('connection', 'close');
    done();
  });
  // API answers over 1 KB (lists, question sets) go compressed, at a quick brotli level since each
  // is compressed per request. Bundles arrive precompressed (their Content-Encoding is left alone);
  // PDFs are not a compressible type. Requests are never compressed: no client sends them so.
  await app.register(compress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so the limit holds across instances. skipOnError stays false: with
    // the database down, these credential routes could not answer anyway, and a fault that spared
    // only the count would otherwise lift the limit unnoticed.
    store: databaseRateLimitStore(db),
    // One IPv6 subscriber holds a whole /64: counted as one address.
    keyGenerator: (req) => addressKey(req.ip),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });

  registerAuth(app, { db, config });
  await app.register(healthRoutes, { db, config, lifecycle });
  await app.register(accountRoutes, { db, config });
  await app.register(authRoutes, { db, config });
  await app.register(mfaRoutes, { db, config });
  await app.register(ssoRoutes, { db, config });
  await app.register(ownAccountRoutes, { db });
  await app.register(privacyRoutes, { db, config });
  await app.register(emailRoutes, { db });
  await app.register(userRoutes, { db, config });
  await app.register(assessmentRoutes, { db, config });
  await app.register(resultsRoutes, { db });
  await app.register(teamRoutes, { db });
  await app.register(questionnaireRoutes, { db });
  await app.register(activationRoutes, { db, config });
  await app.register(reminderRoutes, { db, config });
  await app.register(reportRoutes, { db, config });
  await app.register(retentionRoutes, { db });
  await app.register(scheduleRoutes, { db });
  await app.register(portalRoutes, { db });
  await app.register(certificateRoutes, { db, config });
  await app.register(downloadRoutes, { db });
  const payments = createPayments(config, db);
  if (payments.provider.mode === 'off') {
    app.log.warn('card payments are off: NODE_ENV=production and no STRIPE_SECRET_KEY; a priced class refuses checkout until the three STRIPE_* variables are set');
  }
  await app.register(classRoutes, { db, config, provider: payments.provider });
  await app.register(paymentRoutes, { db, config, ...payments });
  await app.register(auditRoutes, { db });
  await app.register(staticRoutes, { config });

  const indexHtml = path.join(config.staticDir, 'host', 'dist', 'index.html');
  app.setNotFoundHandler((req, reply) => {
    if (isSpaRequest(req)) return sendIndex(reply, indexHtml);
    return reply.status(404).send(errorBody(req, 'NOT_FOUND'));
  });

  const transport = mailTransport !== undefined ? mailTransport : config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.smtpTimeoutMs) : null;
  if (config.emailPollMs > 0) {
    const worker = startEmailWorker({ db, config, transport, log: app.log });
    app.addHook('onClose', () => worker.stop());
  }
  if (config.schedulerPollMs > 0) {
    const scheduler = startScheduler({ db, runs: scheduledRuns(config), intervalMs: config.schedulerPollMs, log: app.log });
    app.addHook('onClose', () => scheduler.stop());
  }
  if (config.retentionPollMs > 0) {
    const retention = startRetentionJob({ db, config, log: app.log });
    app.addHook('onClose', () => retention.stop());
  }
  return app;
}
