import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorCode } from 'shared-api/contract';
import { isDictionaryKey, translate, type TranslateVars } from 'shared-api/texts';
import { requestLanguage } from './language';

const DEFAULT_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  LOGIN_FAILED: 401,
  EMAIL_NOT_FOUND: 404,
  RESET_EXPIRED: 400,
  INVALID_ACCESS_TOKEN: 404,
  INVALID_CLASS: 400,
  CLASS_FULL: 409,
  ADMIN_PLATFORM_ONLY: 400,
  CONFLICT: 409,
  ASSESSMENT_NOT_ACTIVE: 403,
  ALREADY_SUBMITTED: 409,
  TIMER_NOT_STARTED: 409,
  TIMER_EXPIRED: 400,
  LINK_EXPIRED: 401,
  LINK_TAKEN: 409,
  // Gone for good, unlike an unknown link (404): switched off, past its end, or its cohort deleted.
  LINK_INACTIVE: 410,
  COHORT_TAKEN: 409,
  NO_CERTIFICATE: 404,
  SCHEDULE_NOT_PENDING: 409,
  PAID_SEAT: 409,
  QUESTIONNAIRE_NOT_ACTIVE: 403,
  // Not 401: the session is fine, and a 401 makes the client sign out.
  CURRENT_PASSWORD: 403,
  SLUG_TAKEN: 409,
  // The platform team holds the admins: deleting it would lock everyone out.
  TEAM_PROTECTED: 409,
  EMAIL_TAKEN: 409,
  USERS_INVALID: 400,
  DELETE_SELF: 400,
  DEMOTE_SELF: 400,
  CLASS_CLOSED: 409,
  LEAVE_PAID_CLASS_FIRST: 409,
  NOT_IN_CLASS: 409,
  // Not refused for good: the same call with ConfirmNoRefund goes through.
  NO_REFUND_CONFIRM: 409,
  CAPACITY_BELOW_STUDENTS: 409,
  NOTHING_TO_PAY: 409,
  ALREADY_PAID: 409,
  EMAIL_NOT_FAILED: 409,
  // The card payment provider did not answer: not the caller's fault, and worth a retry.
  PAYMENT_PROVIDER: 503,
  // Production without Stripe keys: not the caller's fault, and no retry helps until an admin sets them.
  PAYMENTS_OFF: 409,
  WEBHOOK_SIGNATURE: 400,
  // REQUIRE_MFA_FOR_MANAGERS: signed in and allowed, but held until a second factor is set up.
  MFA_REQUIRED: 403,
  MFA_CODE_INVALID: 400,
  MFA_ALREADY_ENABLED: 409,
  MFA_NOT_SET_UP: 409,
  MFA_NOT_ENABLED: 409,
  // Not 400: the login must start again from the password, as after a session ends.
  MFA_TOKEN_INVALID: 401,
  // Single sign-on: a team's settings, then the sign-in (the callback's codes travel in a redirect).
  SSO_NOT_CONFIGURED: 404,
  SSO_DOMAIN_TAKEN: 409,
  SSO_SECRET_REQUIRED: 400,
  // The team's provider did not answer, or answered as another issuer: not the caller's fault.
  SSO_PROVIDER: 502,
  // Not 401: no session is at stake, and the sign-in starts again from /login.
  SSO_CODE_INVALID: 400,
  SSO_STATE_INVALID: 400,
  SSO_FAILED: 400,
  SSO_EMAIL_UNVERIFIED: 403,
  SSO_EMAIL_DOMAIN: 403,
  SSO_ACCOUNT_REFUSED: 403,
  SSO_DOMAIN_REGISTERED: 409,
  SSO_DOMAIN_IN_USE: 409,
  // Not 401: the session is fine, only too old to stand in for a password.
  SSO_SIGN_IN_AGAIN: 403,
  // An erasure request's link (issue 26): unknown, used or past its 24 hours. Not 401: no session is at stake.
  DELETION_LINK_INVALID: 400,
  // An admin's account is deleted by another admin, never through a request of their own.
  DELETION_NOT_FOR_ADMINS: 403,
  // An account without a mailbox (an anonymous user's) cannot get the confirmation link.
  DELETION_NO_MAILBOX: 409,
  // A confirmed erasure stands: a new request would cancel it until its link is clicked.
  DELETION_ALREADY_CONFIRMED: 409,
};

/**
 * Thrown by domain functions; the error handler turns it into the one error shape.
 * `vars` fill the message's placeholders; `extra` becomes extra body fields (conflict, errors...).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    options: { status?: number; extra?: Record<string, unknown>; vars?: TranslateVars; cause?: unknown } = {},
  ) {
    // The cause (an outside service's error) goes to the log only, never to the caller.
    super(code, { cause: options.cause });
    this.status = options.status ?? DEFAULT_STATUS[code];
    this.extra = options.extra ?? {};
    this.vars = options.vars ?? {};
  }

  readonly extra: Record<string, unknown>;
  readonly vars: TranslateVars;
}

export function errorBody(req: FastifyRequest, code: ErrorCode, vars: TranslateVars = {}, extra = {}): ApiErrorBody {
  const key = `errors.${code}`;
  const message = isDictionaryKey(key) ? translate(requestLanguage(req), key, vars) : code;
  // extra comes last so a call may replace the generic message (validation: the first field error).
  return { error: code, message, ...extra };
}

function sendError(req: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Maps everything thrown to `{error, message, ...extra}` and never leaks internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'server error');
      return sendError(req, reply, err.status, errorBody(req, err.code, err.vars, err.extra));
    }
    if ((err as FastifyError).validation) {
      return sendError(req, reply, 400, errorBody(req, 'VALIDATION', {}, { errors: fastifyValidationErrors(req, err) }));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 413) return sendError(req, reply, 413, errorBody(req, 'PAYLOAD_TOO_LARGE'));
    if (status === 429) return sendError(req, reply, 429, errorBody(req, 'RATE_LIMITED'));
    // Fastify's own 4xx: malformed JSON, empty JSON body, unsupported media type, bad header...
    if (status >= 400 && status < 500) {
      req.log.info({ code: (err as FastifyError).code }, err.message);
      return sendError(req, reply, status, errorBody(req, 'BAD_REQUEST'));
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 500, errorBody(req, 'INTERNAL'));
  });
}

function fastifyValidationErrors(req: FastifyRequest, err: FastifyError): Record<string, string> {
  const message = errorBody(req, 'VALIDATION').message;
  const errors: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const field =
      (v.params as { missingProperty?: string }).missingProperty ?? v.instancePath.replace(/^\//, '').split('/')[0];
    errors[field || 'body'] = message;
  }
  return errors;
}

/**
 * 400 VALIDATION naming the offending answer (`field`, e.g. "answers.3.5") and, for developers,
 * why (`reason`, English). The translated `message` is the generic one: the client validates the
 * same rules first, so a user only sees this after tampering or a client bug.
 */
export function invalidField(field: string, reason: string): AppError {
  return new AppError('VALIDATION', { extra: { field, reason } });
}
