/** What every domain of the contract shares: the languages, the error body, the msg answer, the app-wide calls. */

export const LANGUAGES = ['ENG', 'SPA', 'KOR', 'BRPT'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Every 4xx/5xx body; calls may add the fields SPEC.md names (conflict, msg, errors...). */
export interface ApiErrorBody {
  error: string;
  message: string;
  [extra: string]: unknown;
}

/** Admin dashboard (SPEC.md section 7): msg is a translated text the client shows in an alert. */
export interface MsgResponse {
  msg: string;
}

/** The remotes manifest the server serves at /remotes.json. */
export interface RemotesManifest {
  [remoteName: string]: { entry: string; version: string };
}

/** GET /api/app-config: what the client needs before anyone logs in. */
export interface AppConfigResponse {
  supportEmail: string;
  stripeTestMode: boolean;
  /** stripe: real cards; test: the built-in test page (no keys, not production); off: production without keys, no checkout. */
  cardPayments: 'stripe' | 'test' | 'off';
  /** ISO 4217, lower case: the currency a new class is priced in unless the admin picks another. */
  currency: string;
}

/**
 * GET /api/health: 200 {ok:true} while the process answers (liveness).
 * GET /api/ready: 200 {ok:true} when it should take requests; 503 UNAVAILABLE in the error shape
 * while it shuts down, when the database does not answer, or before its migrations are applied.
 */
export interface HealthResponse {
  ok: true;
}
