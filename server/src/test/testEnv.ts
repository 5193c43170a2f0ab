/** Cheap hashing, no throttling and no background worker: tests drive everything explicitly. */
export const TEST_ENV: Readonly<Record<string, string>> = {
  ARGON2_MEMORY_KIB: '64',
  ARGON2_TIME_COST: '1',
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_EMAIL: '1000',
  LOGIN_SLOWDOWN_AFTER: '1000',
  EMAIL_POLL_MS: '0',
  SCHEDULER_POLL_MS: '0',
  RETENTION_POLL_MS: '0',
  EMAIL_RETRY_BASE_MS: '0',
  PUBLIC_URL: 'http://portal.test',
  SUPPORT_EMAIL: 'help@portal.test',
  STATIC_DIR: '/nonexistent-static-dir',
  LOG_LEVEL: 'silent',
};
