import * as yup from 'yup';
import { cohortField, emailInput, flagField, idField, MAX_TEXT, MIN_PASSWORD, nameInput, passwordInput, wholeNumberField } from '../common/fields';
import { VALIDATION } from '../common/messages';
import type { MsgResponse } from '../common/types';

/** The fields of an account an admin types in (add user, add users, edit user), for every schema of them. */
export const userFields = {
  fullName: () => nameInput(VALIDATION.fullNameRequired),
  email: () => emailInput(),
  password: () => passwordInput(VALIDATION.passwordShort).min(MIN_PASSWORD, VALIDATION.passwordShort),
};

/** Add user (team page): the admin types a name, an email and an initial password. */
export const addUserSchema = yup.object({
  name: userFields.fullName(),
  email: userFields.email(),
  password: userFields.password(),
});

/** The caller's team and the new user's flags, beside addUserSchema's typed fields. */
export const addUserPlacementSchema = yup.object({
  TeamID: idField().required(VALIDATION.choice),
  /** A cohort of TeamID; -1 or absent: none. */
  CohortId: cohortField(),
  Admin: flagField(),
  TeamLeader: flagField(),
});

/** Activate results for chosen users (team page); at most one team's worth at a time. */
export const MAX_USER_IDS = 10_000;

const userIdList = () => yup.array(idField().required(VALIDATION.choice)).min(1, VALIDATION.choice).max(MAX_USER_IDS, VALIDATION.tooLong);

export const userIdsSchema = yup.object({ UserIDs: userIdList().required(VALIDATION.choice) });

/**
 * The assessment's activation and its undo: a team and cohort (-1: the whole team), and
 * optionally only some of its users (body UserIDs).
 */
export const reachSchema = yup.object({
  TeamID: idField().required(VALIDATION.choice),
  CohortId: cohortField().required(VALIDATION.choice),
  UserIDs: userIdList().typeError(VALIDATION.choice),
});

/**
 * The user calls of the team and user pages (SPEC.md section 7, "Teams and users"); field names
 * are the calls' parameters, and formik fields use the same names.
 */

/** One upload adds at most this many users (a large organisation at once). */
export const MAX_IMPORT_ROWS = 10_000;
/**
 * Rows that carry a password, per upload: each costs a deliberately slow hash (about half a
 * second). A CSV upload sends none; its users choose a password through the welcome email.
 */
export const MAX_IMPORT_PASSWORDS = 25;
/** Rows per checking request of an import (DryRun): each answer moves the admin's progress bar. */
export const IMPORT_CHECK_BATCH = 1000;
/** Anonymous users per request (each gets a generated password, hashed on the server). */
export const MAX_ANONYMOUS = 500;

/** A flag a client may leave out to keep it as it is (edit-user). */
const keptFlag = () => flagField().default(undefined);

/**
 * One row of /api/add-users. Password is optional: a row without one makes an account that is
 * opened by the welcome email's link (first login), which is how a CSV upload adds people.
 */
export const addUsersRowSchema = yup.object({
  Name: userFields.fullName(),
  Email: userFields.email(),
  Password: userFields.password().optional().transform((v: string | undefined) => (v === '' ? undefined : v)),
  TeamID: idField().required(VALIDATION.choice),
  /** A cohort of TeamID by id (-1: none) ... */
  CohortId: cohortField(),
  /** ... or by its name in that team, as the CSV's Cohort column holds it; empty: none. */
  Cohort: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value))
    .typeError(VALIDATION.choice)
    .max(MAX_TEXT, VALIDATION.tooLong),
  Admin: flagField(),
  TeamLeader: flagField(),
});
export type AddUsersRow = yup.InferType<typeof addUsersRowSchema>;

/** /api/generate-anonymous; the number's message names MAX_ANONYMOUS as {max}. */
export const generateAnonymousSchema = yup.object({
  NumUsers: wholeNumberField('userAdmin.numUsers').required('userAdmin.numUsers').min(1, 'userAdmin.numUsers').max(MAX_ANONYMOUS, 'userAdmin.numUsers'),
  TeamID: idField().required(VALIDATION.choice),
  CohortId: cohortField(),
});

/** /api/move-users: the users, and the team and cohort they move to (CohortId -1: none). */
export const moveUsersSchema = userIdsSchema.concat(
  yup.object({
    TeamID: idField().required(VALIDATION.choice),
    CohortId: cohortField().required(VALIDATION.choice),
  }),
);

/** The user a call is about (/api/responses, /api/delete-user). */
export const userIdSchema = yup.object({ UserID: idField().required(VALIDATION.choice) });

/** The edit-user form: name and email required (SPEC.md section 5). */
export const editUserSchema = yup.object({
  UserName: userFields.fullName(),
  UserEmail: userFields.email(),
});

/** The teams a user leads, as a header carries them: "7,12"; empty: none. */
const teamLeadField = () =>
  yup
    .array(yup.number().integer(VALIDATION.choice).min(1, VALIDATION.choice).required(VALIDATION.choice))
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      if (!original.trim()) return [];
      return original.split(',').map((part) => (/^\s*\d{1,9}\s*$/.test(part) ? Number(part) : NaN));
    })
    .typeError(VALIDATION.choice)
    .max(200, VALIDATION.choice)
    .default(undefined);

/**
 * /api/edit-user's other parameters; a flag left out stays as it is. TeamLead (the product's own,
 * beside SPEC.md's UserTeamLeader for the user's own team) sets every team the user leads.
 */
export const editUserTargetSchema = userIdSchema.concat(yup.object({ UserAdmin: keptFlag(), UserTeamLeader: keptFlag(), TeamLead: teamLeadField() }));

/** The password-edit form; at least 8 characters (SPEC.md sections 5 and 9). */
export const editUserPasswordSchema = yup.object({ UserPassword: userFields.password() });

/** The answers of the user calls (SPEC.md section 7, "Teams and users"), for the server and the screens. */

/** A row as a client sends it: false flags and an absent password may be left out. */
export type AddUsersRequestRow = Pick<AddUsersRow, 'Name' | 'Email' | 'TeamID'> & Partial<Pick<AddUsersRow, 'Password' | 'Admin' | 'TeamLeader' | 'CohortId' | 'Cohort'>>;

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

/** The status badge's value, from the account's stored state (the users table's columns). */
export function userStatus(user: { first_login: boolean; finished_assessment: boolean; assessment_active: boolean }): UserStatus {
  if (user.finished_assessment) return 'finished';
  if (user.first_login) return 'invited';
  return user.assessment_active ? 'active' : 'registered';
}

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
  /** Has a second factor in force (issue 24): an admin may reset it. */
  userMfaEnabled: boolean;
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
  /** Every team the user leads (replaces the list; wins over teamLeader); left out: unchanged. */
  teamLead?: number[];
}

/** /api/add-user: headers Email, Password, Name, TeamLeader, Admin, TeamID. */
export interface AddUserResponse {
  id: number;
  message: string;
}
