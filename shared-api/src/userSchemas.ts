import * as yup from 'yup';
import { VALIDATION } from './messages';
import { flagField, idField, userFields, wholeNumberField } from './schemas';

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
  Admin: flagField(),
  TeamLeader: flagField(),
});
export type AddUsersRow = yup.InferType<typeof addUsersRowSchema>;

/** /api/generate-anonymous; the number's message names MAX_ANONYMOUS as {max}. */
export const generateAnonymousSchema = yup.object({
  NumUsers: wholeNumberField('userAdmin.numUsers').required('userAdmin.numUsers').min(1, 'userAdmin.numUsers').max(MAX_ANONYMOUS, 'userAdmin.numUsers'),
  TeamID: idField().required(VALIDATION.choice),
});

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
