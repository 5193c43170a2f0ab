/** The answers of the user calls (SPEC.md section 7, "Teams and users"), for the server and the screens. */
import type { MsgResponse } from './types';
import type { AddUsersRow } from './userSchemas';

/** A row as a client sends it: false flags and an absent password may be left out. */
export type AddUsersRequestRow = Pick<AddUsersRow, 'Name' | 'Email' | 'TeamID'> & Partial<Pick<AddUsersRow, 'Password' | 'Admin' | 'TeamLeader'>>;

/**
 * /api/add-users on success; `ids` in the order of the rows sent. SPEC.md section 7 says the call
 * "returns errors": on success they are an empty list (a refusal is AddUsersErrorBody).
 */
export interface AddUsersResponse extends MsgResponse {
  count: number;
  ids: number[];
  errors: string[];
}

/** The problems of one row of a refused upload; `row` counts the rows sent from 1. */
export interface AddUsersRowProblem {
  row: number;
  messages: string[];
}

/**
 * The 400 USERS_INVALID answer of /api/add-users: nothing was added. `errors` holds SPEC's
 * messages ("Row 3: ..."), one per bad row, plus any about the upload as a whole; `rows` the same
 * per row, for a screen that numbers rows its own way (a file's lines).
 */
export interface AddUsersErrorBody {
  error: 'USERS_INVALID';
  message: string;
  errors: string[];
  rows: AddUsersRowProblem[];
}

export interface AnonymousCredential {
  name: string;
  /** The sign-in name; with the password it makes the /login?au= link (anonymousLink.ts). */
  email: string;
  password: string;
}

/** /api/generate-anonymous (headers NumUsers, TeamID). */
export interface GenerateAnonymousResponse extends MsgResponse {
  credentials: AnonymousCredential[];
}

/** /api/reset-send-welcomes: anonymous users have no mailbox and are skipped. */
export interface SendWelcomesResponse extends MsgResponse {
  sent: number;
  skipped: number;
}

/**
 * Where a user stands, for the status badge: invited (has not chosen a password yet), registered,
 * active (the assessment is open to them) or finished (submitted it).
 */
export type UserStatus = 'invited' | 'registered' | 'active' | 'finished';

/**
 * SPEC.md section 3's stored response: the question as the user saw it (in the viewer's
 * language) and the answer. value by type: agree1to7, howoften: statement index → 1..5;
 * sevenpoint (the reassessment): statement index → 1..7; demographics, posttest: statement (field)
 * index → the answer as text; freeform: the ideas.
 */
export interface StoredResponse {
  question: { prompt: string; type: string; statements: string[] };
  value: Record<string, number | string> | string[];
  kind: 'assessment' | 'reassessment';
  /** sevenpoint: the labels of 1..7 in the viewer's language (the agree and how-often words are the screens' own). */
  scale?: string[];
}

/** /api/responses (header UserID); SPEC's fields, then the ones the user page adds. */
export interface UserResponsesResponse {
  responses: StoredResponse[];
  userName: string;
  userEmail: string;
  userAdmin: boolean;
  /** Leads their own team (the flag edit-user sets). */
  userTeamLeader: boolean;
  userTeamID: number;
  status: UserStatus;
  resultsActive: boolean;
  /** Every team the user leads. */
  teamLead: number[];
  userTeamName: string;
  /** Only the platform team's users may be website admins (SPEC.md section 6). */
  userTeamIsPlatform: boolean;
}

export interface DeleteUserResponse extends MsgResponse {
  teamID: number;
}

export interface EditUserRequest {
  userId: number;
  name: string;
  email: string;
  /** Left out: unchanged. */
  admin?: boolean;
  teamLeader?: boolean;
  /** Every team the user leads; left out: unchanged. */
  teamLead?: number[];
}
