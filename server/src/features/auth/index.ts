/** What other features may use of accounts' credentials: throttling, hashing, lookups, sessions. */
export { assertBelowAttemptLimit, clearAttempts, recordAttempt, throttleLogin } from './attempts';
export { confirmIdentity, FRESH_SIGN_IN_MS } from './confirmIdentity';
export { findMfaChallenge, issueMfaChallenge, MFA_CHALLENGE_TRIES, spendMfaChallenge, takeChallengeTry } from './mfaChallenges';
export { hashPassword, hashPasswords, NO_PASSWORD, type PasswordCost } from './passwords';
export { issueResetTokens } from './resetTokens';
export { findUserByEmail, hasSecondFactor, sessionFields } from './queries';
export {
  createSession,
  findCachedSessionUser,
  findLiveSessionAccount,
  findSessionUser,
  listLiveSessions,
  revokeUserCredentials,
  revokeUserSessions,
  type SessionUser,
} from './sessions';
export { finishPendingSsoLink, SSO_BROWSER_COOKIE, SSO_PENDING_LINK_MS, ssoBrowserOf, storePendingSsoLink } from './ssoLinks';
export { hashToken, newToken, WELCOME_TOKEN_MS } from './tokens';
