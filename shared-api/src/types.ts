/** Request and response types of SPEC.md section 7; field names are the contract. */

export const LANGUAGES = ['ENG', 'SPA', 'KOR', 'BRPT'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every 4xx/5xx body; calls may add the fields SPEC.md names (conflict, msg, errors...). */
export interface ApiErrorBody {
  error: string;
  message: string;
  [extra: string]: unknown;
}

export interface SessionFields {
  access_token: string;
  email: string;
  admin: boolean;
  team_id: number;
  user_id: number;
}

export interface RegisterRequest {
  email: string;
  password: string;
  name: string;
  classID?: number | string | null;
  teamID?: number | string | null;
}

export interface RegisterWithTokenRequest {
  email: string;
  password: string;
  name: string;
  token: string;
}

/** On conflict the session fields are empty strings/zero and conflict is true. */
export interface RegisterResponse extends SessionFields {
  conflict: boolean;
  language: Language;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse extends SessionFields {
  first_login: boolean;
  language: Language;
}

export interface TeamAccessTokenResponse {
  valid: boolean;
  emailDesc: string;
}

export interface VerifyClassResponse {
  valid: boolean;
  className: string;
}

export interface ResetRequestRequest {
  email: string;
}

/** error is false when the email was sent; an unknown email answers 404 with the error body. */
export interface ResetRequestResponse {
  error: false;
}

export interface TokenValidRequest {
  access_token: string;
}

export interface TokenValidResponse {
  token_is_valid: boolean;
}

/** After a password change every older token is revoked, so a fresh session is returned. */
export interface UpdatePasswordResponse extends SessionFields {
  msg: string;
  language: Language;
}

/** The team settings that change what a participant sees (DESIGN.md: settings, not team ids). */
export interface TeamSettings {
  isPlatform: boolean;
  publicSlug: string | null;
  postAssessmentForm: boolean;
  resultsSoonMessage: boolean;
  academyQuestion: boolean;
}

export interface MeResponse {
  user_id: number;
  name: string;
  email: string;
  admin: boolean;
  /** Leads at least one team. */
  teamLeader: boolean;
  /** The ids of the teams the user leads (SPEC.md section 3's teamLead). */
  teamLead: number[];
  team_id: number;
  language: Language;
  first_login: boolean;
  team: TeamSettings;
  /** The class the user is enrolled in, if any. */
  classId: number | null;
}

export interface SetLanguageRequest {
  language: Language;
}

/** The remotes manifest the server serves at /remotes.json. */
export interface RemotesManifest {
  [remoteName: string]: { entry: string; version: string };
}

/** GET /api/app-config: what the client needs before anyone logs in. */
export interface AppConfigResponse {
  supportEmail: string;
  stripeTestMode: boolean;
  /** ISO 4217, lower case: the currency a new class is priced in unless the admin picks another. */
  currency: string;
}

/** POST /api/logout: the token is revoked server-side; the client clears its cookies. */
export interface LogoutResponse {
  ok: true;
}

/** POST /api/set-language answers with the stored language. */
export interface SetLanguageResponse {
  language: Language;
}

/** GET /api/health: 200 {ok:true}; 503 with the error shape when the database is unreachable. */
export interface HealthResponse {
  ok: true;
}

/** status 'outbox': no SMTP configured, the message was kept here (and logged) instead of sent. */
export type OutboxStatus = 'queued' | 'sent' | 'outbox' | 'failed';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** ISO 8601 */
  createdAt: string;
  status: OutboxStatus;
  language: Language;
  attempts: number;
  /** Why the last attempt failed, if one did. */
  lastError: string | null;
}

/**
 * GET /api/outbox (admins: every message; a team leader: those to their teams' users; optional
 * ?to=<email>&status=<status>&limit=<1..200>): newest first.
 */
export interface OutboxResponse {
  messages: OutboxMessage[];
}

/** /api/add-user: headers Email, Password, Name, TeamLeader, Admin, TeamID. */
export interface AddUserResponse {
  id: number;
  message: string;
}

/** Admin dashboard (SPEC.md section 7): msg is a translated text the client shows in an alert. */
export interface MsgResponse {
  msg: string;
}
export interface AddTeamResponse extends MsgResponse {
  id: number;
}
export interface AddCohortResponse extends MsgResponse {
  id: number;
}
export interface TeamsByRecencyResponse {
  teams: { id: number; name: string }[];
}
/** team id → cohort id → cohort name. */
export interface CohortsResponse {
  cohortsByTeam: Record<string, Record<string, string>>;
}
/** team id → its links; cohortID is -1 when the link names no cohort (SPEC.md section 3). */
export interface AccessLinksResponse {
  linksByTeam: Record<string, { value: string; cohortID: number }[]>;
}
