import path from 'node:path';
import { DEFAULT_CURRENCY, isKnownCurrency } from 'shared-api/contract';

/** Everything the server reads from the environment; every value is optional with a default. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  publicUrl: string;
  supportEmail: string;
  /** MAIL_FROM; when unset, the portal's name in each email's language, at SUPPORT_EMAIL. */
  mailFrom: string | null;
  smtpUrl: string | null;
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  stripeWebhookSecret: string | null;
  /** Where the Stripe SDK sends its requests, e.g. a local fake in tests; unset: Stripe's own API. */
  stripeApiUrl: string | null;
  /** ISO 4217, lower case: the currency of new classes. */
  currency: string;
  /**
   * argon2id's cost for new password hashes (p=1): ARGON2_MEMORY_KIB (19456) and ARGON2_TIME_COST (2)
   * are OWASP's minimum; tests lower them for speed (each hash records its own, decision 023).
   */
  passwordCost: { memoryKiB: number; timeCost: number };
  /** Folder holding host/, participant-app/ and admin-app/ (each with its dist/). */
  staticDir: string;
  remoteParticipantUrl: string | null;
  remoteAdminUrl: string | null;
  /**
   * Fastify's trustProxy: false (the socket address is the client), a hop count, or the proxies'
   * addresses/CIDRs. Never `true`: the leftmost X-Forwarded-For entry is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** Requests per minute per IP on login, register and reset-request. */
  rateLimitPerIp: number;
  /**
   * In rateLimitEmailWindowMs: failed logins per (email, address) pair, and registration or reset
   * attempts per email, before 429.
   */
  rateLimitPerEmail: number;
  rateLimitEmailWindowMs: number;
  /** Failed logins on one email from all addresses after which each attempt waits loginSlowdownMs. */
  loginSlowdownAfter: number;
  loginSlowdownMs: number;
  /**
   * REQUIRE_MFA_FOR_MANAGERS: an admin or team leader whose session was opened with the password
   * alone gets 403 MFA_REQUIRED from every call their powers allow (http/auth.ts).
   */
  requireMfaForManagers: boolean;
  /** Codes of a second factor tried on one account, from all addresses, in rateLimitEmailWindowMs before 429. */
  mfaCodesPerAccount: number;
  /** Single sign-on starts per email domain per minute, from all addresses (each makes the server call the provider). */
  ssoStartsPerMinute: number;
  /** 0 disables the in-process email worker (tests drive it by hand). */
  emailPollMs: number;
  /** How often each instance looks for scheduled actions that are due; 0 disables it (tests run them by hand). */
  schedulerPollMs: number;
  /** How often each instance runs the retention job (issue 26); 0 disables it (tests run it by hand). */
  retentionPollMs: number;
  /** The cohort report shows no statistic of a smaller group (REPORT_MIN_GROUP_SIZE, 5). */
  reportMinGroupSize: number;
  emailRetryBaseMs: number;
  emailMaxAttempts: number;
  /** The longest the SMTP client waits for any one thing (DNS, connecting, the greeting, each reply). */
  smtpTimeoutMs: number;
  bodyLimit: number;
  /**
   * On SIGTERM: how long /api/ready answers 503 before the process stops listening (for a load
   * balancer that probes it), then how long requests in flight may take before it exits anyway.
   */
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  logLevel: string;
  /** NODE_ENV=production: secrets (reset links in outbox mail) never reach the log. */
  production: boolean;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function positive(env: Env, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be at least 1`);
  return value;
}

/** TRUST_PROXY: unset/"false" → off; "2" → two hops; "10.0.0.1, 10.1.0.0/16" → those proxies. */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw.toLowerCase() === 'true') {
    throw new Error('TRUST_PROXY=true would let clients choose their address; give the hop count or the proxy addresses');
  }
  return raw.split(',').map((part) => part.trim()).filter(Boolean);
}

/** A switch: true/1/on or false/0/off (any case); unset is `fallback`, anything else a start-up error. */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '') return fallback;
  if (['true', '1', 'on'].includes(raw)) return true;
  if (['false', '0', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

const str = (env: Env, name: string): string | null => (env[name] ? (env[name] as string) : null);

/** CURRENCY: the currency of new classes (ISO 4217), usd unless set. */
function currency(env: Env): string {
  const code = (env.CURRENCY ?? DEFAULT_CURRENCY).trim().toLowerCase();
  if (!isKnownCurrency(code)) throw new Error(`CURRENCY=${env.CURRENCY} is not an ISO 4217 currency code`);
  return code;
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const supportEmail = str(env, 'SUPPORT_EMAIL') ?? 'support@example.com';
  const passwordCost = { memoryKiB: int(env, 'ARGON2_MEMORY_KIB', 19456), timeCost: positive(env, 'ARGON2_TIME_COST', 2) };
  // argon2 needs 8 KiB per lane; anything less would fail at the first hash, not at start-up.
  if (passwordCost.memoryKiB < 8) throw new Error(`ARGON2_MEMORY_KIB must be at least 8, got "${env.ARGON2_MEMORY_KIB}"`);
  return {
    port,
    host: str(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(str(env, 'DATA_DIR') ?? './data'),
    databaseUrl: str(env, 'DATABASE_URL'),
    adminEmail: str(env, 'ADMIN_EMAIL') ?? 'admin@example.com',
    adminPassword: str(env, 'ADMIN_PASSWORD'),
    publicUrl: (str(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    supportEmail,
    mailFrom: str(env, 'MAIL_FROM') ?? null,
    smtpUrl: str(env, 'SMTP_URL'),
    stripeSecretKey: str(env, 'STRIPE_SECRET_KEY'),
    stripePublishableKey: str(env, 'STRIPE_PUBLISHABLE_KEY'),
    stripeWebhookSecret: str(env, 'STRIPE_WEBHOOK_SECRET'),
    stripeApiUrl: str(env, 'STRIPE_API_URL'),
    currency: currency(env),
    passwordCost,
    staticDir: path.resolve(str(env, 'STATIC_DIR') ?? path.join(__dirname, '..', '..')),
    remoteParticipantUrl: str(env, 'REMOTE_PARTICIPANT_URL'),
    remoteAdminUrl: str(env, 'REMOTE_ADMIN_URL'),
    trustProxy: trustProxy(env),
    rateLimitPerIp: int(env, 'RATE_LIMIT_PER_IP', 300),
    rateLimitPerEmail: int(env, 'RATE_LIMIT_PER_EMAIL', 10),
    rateLimitEmailWindowMs: int(env, 'RATE_LIMIT_EMAIL_WINDOW_MS', 15 * 60 * 1000),
    loginSlowdownAfter: int(env, 'LOGIN_SLOWDOWN_AFTER', 100),
    loginSlowdownMs: int(env, 'LOGIN_SLOWDOWN_MS', 3000),
    requireMfaForManagers: flag(env, 'REQUIRE_MFA_FOR_MANAGERS', false),
    mfaCodesPerAccount: int(env, 'MFA_CODES_PER_ACCOUNT', 10),
    ssoStartsPerMinute: int(env, 'SSO_STARTS_PER_MINUTE', 30),
    emailPollMs: int(env, 'EMAIL_POLL_MS', 2000),
    schedulerPollMs: int(env, 'SCHEDULER_POLL_MS', 15_000),
    retentionPollMs: int(env, 'RETENTION_POLL_MS', 10 * 60_000),
    reportMinGroupSize: positive(env, 'REPORT_MIN_GROUP_SIZE', 5),
    emailRetryBaseMs: int(env, 'EMAIL_RETRY_BASE_MS', 30_000),
    emailMaxAttempts: int(env, 'EMAIL_MAX_ATTEMPTS', 8),
    smtpTimeoutMs: positive(env, 'SMTP_TIMEOUT_MS', 20_000),
    bodyLimit: int(env, 'BODY_LIMIT', 100 * 1024),
    shutdownDelayMs: int(env, 'SHUTDOWN_DELAY_MS', 0),
    shutdownTimeoutMs: positive(env, 'SHUTDOWN_TIMEOUT_MS', 30_000),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    production: env.NODE_ENV === 'production',
  };
}
