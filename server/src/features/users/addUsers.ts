import type { Kysely } from 'kysely';
import { cohortOrNull, MAX_IMPORT_PASSWORDS, type AddUsersResponse, type AddUsersRow, type Language } from 'shared-api/contract';
import { translate, translateCount } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { hashPasswords, NO_PASSWORD } from '../auth';
import { insertUsers, takenEmails } from './queries';
import { problemOf, refuse, type ImportRows } from './readImportRows';
import { recordAudit, userRefs, type Actor } from '../audit';

interface AddUsersOptions {
  db: Kysely<DB>;
  config: Config;
  actor: Actor;
  /** The rows as readImportRows read them; the route authorized the caller on their teams and flags. */
  read: ImportRows;
  /** The caller's language: the row messages are in it. */
  language: Language;
  /** Check everything, add nothing (the client's progress through a large file). */
  dryRun: boolean;
}

/**
 * /api/add-users: every row is checked first (the schema, its team, the flags, duplicates within
 * the upload and emails already taken); one bad row refuses the whole upload with a message per
 * row, and nothing is added. A good upload goes in one transaction, a batch of rows per statement.
 * Rows without a password make accounts that the welcome email opens (docs/decisions/010).
 */
export async function addUsers(options: AddUsersOptions): Promise<AddUsersResponse> {
  const { db, config, language } = options;
  const rows = await checkRows(options);
  const count = rows.length;
  if (options.dryRun) return { msg: translateCount(language, count, { one: 'userAdmin.checked.one', other: 'userAdmin.checked.other' }), count, ids: [], errors: [] };

  const withPassword = rows.flatMap((row, i) => (row.valid.Password ? [i] : []));
  const hashes = await hashPasswords(withPassword.map((i) => rows[i].valid.Password as string), config.passwordCost);
  const passwordHashes = rows.map(() => NO_PASSWORD);
  withPassword.forEach((rowIndex, i) => (passwordHashes[rowIndex] = hashes[i]));

  try {
    const ids = await db.transaction().execute(async (trx) => {
      const added = await insertUsers(
        trx,
        rows.map(({ valid, cohortId, language: userLanguage }, i) => ({
          name: valid.Name,
          email: valid.Email,
          passwordHash: passwordHashes[i],
          teamId: valid.TeamID,
          cohortId,
          language: userLanguage,
          admin: valid.Admin,
          teamLeader: valid.TeamLeader,
        })),
      );
      const made = rows.map((row, i) => ({ id: added[i], email: row.valid.Email, teamId: row.valid.TeamID }));
      for (const teamId of new Set(made.map((user) => user.teamId))) {
        const users = made.filter((user) => user.teamId === teamId);
        await recordAudit(trx, options.actor, { action: 'usersImported', teamId, target: userRefs(users), facts: [{ fact: 'fromCsv' }, { fact: 'users', value: users.length }] });
      }
      return added;
    });
    return { msg: translateCount(language, count, { one: 'userAdmin.added.one', other: 'userAdmin.added.other' }), count, ids, errors: [] };
  } catch (err) {
    // An account made with one of these emails since the check: still nothing added.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

interface CheckedRow {
  valid: AddUsersRow;
  cohortId: number | null;
  /** The new user's language: their team's. */
  language: Language;
}

async function checkRows({ db, read, language }: AddUsersOptions): Promise<CheckedRow[]> {
  const { valid, problems, emails } = read;
  const problem = problemOf(problems);
  const good = valid.filter((row): row is AddUsersRow => row !== undefined);
  if (good.filter((row) => row.Password).length > MAX_IMPORT_PASSWORDS) {
    refuse(language, [translate(language, 'userAdmin.tooManyPasswords', { max: MAX_IMPORT_PASSWORDS })]);
  }

  const teamIds = [...new Set(good.map((row) => row.TeamID))];
  const teams = new Map(
    (await db.selectFrom('teams').select(['id', 'is_platform', 'language']).where('id', 'in', teamIds.length ? teamIds : [0]).execute()).map((t) => [t.id, t]),
  );
  valid.forEach((row, index) => {
    const team = row && teams.get(row.TeamID);
    if (row && !team) problem(index, translate(language, 'userAdmin.noSuchTeam', { team: row.TeamID }));
    else if (row?.Admin && !team?.is_platform) problem(index, translate(language, 'errors.ADMIN_PLATFORM_ONLY'));
  });
  const cohortOf = await rowCohorts(db, teamIds);
  const cohortIds = valid.map((row, index) => {
    if (!row || !teams.has(row.TeamID)) return null;
    const found = cohortOf(row);
    if (found === undefined) problem(index, translate(language, 'userAdmin.noSuchCohort', { cohort: row.Cohort ?? String(row.CohortId) }));
    return found ?? null;
  });
  const taken = await takenEmails(db, emails.filter((email): email is string => email !== undefined));
  const firstRowOf = new Map<string, number>();
  emails.forEach((email, index) => {
    if (email === undefined) return;
    const key = email.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) problem(index, translate(language, 'userAdmin.duplicateRow', { email, row: first + 1 }));
    else firstRowOf.set(key, index);
    if (taken.has(key)) problem(index, translate(language, 'userAdmin.emailTaken', { email }));
  });
  if (problems.size) refuse(language, [], problems);
  return valid.flatMap((row, index) =>
    row ? [{ valid: row, cohortId: cohortIds[index], language: (teams.get(row.TeamID) as { language: Language }).language }] : [],
  );
}

/**
 * A row's cohort in its team: by CohortId, or by name as the CSV's Cohort column holds it (trimmed,
 * any case). null: none asked for; undefined: the team has no such cohort, which is the row's
 * error (a misspelt name never makes a cohort).
 */
async function rowCohorts(db: Kysely<DB>, teamIds: number[]) {
  const cohorts = teamIds.length ? await db.selectFrom('cohorts').select(['id', 'team_id', 'name']).where('team_id', 'in', teamIds).execute() : [];
  return (row: AddUsersRow): number | null | undefined => {
    const ofTeam = cohorts.filter((c) => c.team_id === row.TeamID);
    const byId = cohortOrNull(row.CohortId);
    const named = row.Cohort?.toLowerCase();
    if (byId === null && named === undefined) return null;
    const match = ofTeam.find((c) => (byId === null || c.id === byId) && (named === undefined || c.name.trim().toLowerCase() === named));
    return match?.id;
  };
}
