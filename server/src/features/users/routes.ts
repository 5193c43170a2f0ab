import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addUserPlacementSchema, addUserSchema, cohortOrNull, editUserPasswordSchema, editUserSchema, editUserTargetSchema, flagField,
  generateAnonymousSchema, MAX_ANONYMOUS, moveUsersSchema, userIdSchema, userIdsSchema,
  type AddUserResponse, type AddUsersResponse, type DeleteUserResponse, type GenerateAnonymousResponse, type MsgResponse,
  type SendWelcomesResponse, type UserResponsesResponse,
} from 'shared-api/contract';
import * as yup from 'yup';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestCount, requestLanguage, requestText } from '../../http/language';
import { route } from '../../http/route';
import { team, teamsAndFlags, user, users, usersInto, type TargetUser } from '../../http/targets';
import { addUser } from './addUser';
import { addUsers } from './addUsers';
import { readImportRows } from './readImportRows';
import { deleteUser } from './deleteUser';
import { editUser } from './editUser';
import { findUserDetail } from './findUserDetail';
import { generateAnonymousUsers } from './generateAnonymousUsers';
import { moveUsers } from './moveUsers';
import { sendWelcomeEmails } from './sendWelcomeEmails';
import { setUserPassword } from './setUserPassword';

/** 10,000 rows of a few hundred bytes at most: above the server's default body limit. */
const ADD_USERS_BODY_LIMIT = 8 * 1024 * 1024;

const MOVED = { one: 'userAdmin.moved.one', other: 'userAdmin.moved.other' } as const;
const MOVED_NO_COHORT = { one: 'userAdmin.movedNoCohort.one', other: 'userAdmin.movedNoCohort.other' } as const;

const dryRunSchema = yup.object({ DryRun: flagField() });

/**
 * Users of a team (SPEC.md section 7, "Teams and users"). Admins, and leaders for the teams they
 * lead; only admins grant the admin and leader flags; a leader acts on a user (welcome emails,
 * edits, passwords, deletion) only for the plain participants of their teams (manageUser), and
 * reads their responses likewise (viewUser). Each route's target is authorized by the gate.
 */
export async function userRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/add-user',
    access: 'manageTeam',
    input: { schema: addUserSchema.concat(addUserPlacementSchema), from: { name: 'Name', email: 'Email', password: 'Password' } },
    target: teamsAndFlags(({ TeamID, Admin, TeamLeader }) => [{ TeamID, Admin, TeamLeader }]),
    handler: async (req, { TeamID, CohortId, Admin, TeamLeader, ...values }): Promise<AddUserResponse> => {
      const placement = { teamId: TeamID, cohortId: cohortOrNull(CohortId), admin: Admin, teamLeader: TeamLeader };
      const id = await addUser({ db, config, actor: requireUser(req), values: { ...values, ...placement } });
      return { id, message: requestText(req, 'users.added') };
    },
  });

  route(app, {
    url: '/api/add-users',
    access: 'manageTeam',
    bodyLimit: ADD_USERS_BODY_LIMIT,
    input: { schema: dryRunSchema },
    // The rows are read first: the teams and flags they name are the call's targets.
    target: async (input, context) => {
      const read = await readImportRows({ users: (context.req.body as { users?: unknown } | undefined)?.users, language: requestLanguage(context.req) });
      const { checks } = await teamsAndFlags(() => read.valid.flatMap((row) => (row ? [row] : [])))(input, context);
      return { value: read, checks };
    },
    handler: async (req, { DryRun }, _reply, read): Promise<AddUsersResponse> =>
      addUsers({ db, config, actor: requireUser(req), read, language: requestLanguage(req), dryRun: DryRun }),
  });

  route(app, {
    url: '/api/generate-anonymous',
    access: 'manageTeam',
    input: { schema: generateAnonymousSchema, vars: { max: MAX_ANONYMOUS } },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { NumUsers, TeamID, CohortId }): Promise<GenerateAnonymousResponse> => {
      const audience = { teamId: TeamID, cohortId: cohortOrNull(CohortId) };
      const credentials = await generateAnonymousUsers({ db, config, audience, count: NumUsers, actor: requireUser(req) });
      const created = requestCount(req, NumUsers, { one: 'userAdmin.anonymousCreated.one', other: 'userAdmin.anonymousCreated.other' });
      return { credentials, msg: created };
    },
  });

  route(app, {
    url: '/api/move-users',
    access: 'manageUser',
    input: { schema: moveUsersSchema },
    target: usersInto(({ UserIDs }) => UserIDs, ({ TeamID }) => TeamID),
    handler: async (req, { UserIDs, TeamID, CohortId }): Promise<MsgResponse> => {
      const moved = await moveUsers({ db, userIds: UserIDs, audience: { teamId: TeamID, cohortId: cohortOrNull(CohortId) }, actor: requireUser(req) });
      const vars = { team: moved.team, cohort: moved.cohort ?? '' };
      return { msg: requestCount(req, moved.count, moved.cohort === null ? MOVED_NO_COHORT : MOVED, vars) };
    },
  });

  route(app, {
    url: '/api/reset-send-welcomes',
    access: 'manageUser',
    input: { schema: userIdsSchema },
    target: users(({ UserIDs }) => UserIDs),
    handler: async (req, _input, _reply, targets: TargetUser[]): Promise<SendWelcomesResponse> => {
      const { sent, skipped } = await sendWelcomeEmails({ db, config, userIds: targets.map((u) => u.id), actor: requireUser(req) });
      const texts = [requestText(req, sent ? 'userAdmin.welcomesSent' : 'userAdmin.welcomesNone')];
      if (sent && skipped) {
        texts.push(requestCount(req, skipped, { one: 'userAdmin.welcomesSkipped.one', other: 'userAdmin.welcomesSkipped.other' }));
      }
      return { msg: texts.join(' '), sent, skipped };
    },
  });

  route(app, {
    url: '/api/responses',
    access: 'viewUser',
    input: { schema: userIdSchema },
    target: user(({ UserID }) => UserID),
    handler: async (req, _input, _reply, owner: TargetUser): Promise<UserResponsesResponse> =>
      findUserDetail({ db, caller: requireUser(req), owner, language: requestLanguage(req) }),
  });

  route(app, {
    url: '/api/edit-user',
    access: 'manageUser',
    input: { schema: editUserSchema.concat(editUserTargetSchema) },
    // Flags are for admins: a leader edits only participants, for whom any flag set is a change.
    target: async (input, context) => {
      const { value, checks } = await user<typeof input>(({ UserID }) => UserID)(input, context);
      const flags = input.UserAdmin || input.UserTeamLeader || Boolean(input.TeamLead?.length);
      return { value, checks: flags ? [...checks, { rule: 'admin', target: {} }] : checks };
    },
    handler: async (req, { UserID, UserName, UserEmail, UserAdmin, UserTeamLeader, TeamLead }): Promise<MsgResponse> => {
      await editUser({
        db, caller: requireUser(req), userId: UserID, name: UserName, email: UserEmail, admin: UserAdmin, teamLeader: UserTeamLeader, teamLead: TeamLead,
      });
      return { msg: requestText(req, 'userAdmin.updated') };
    },
  });

  route(app, {
    url: '/api/edit-user-password',
    access: 'manageUser',
    input: { schema: editUserPasswordSchema.concat(userIdSchema) },
    target: user(({ UserID }) => UserID),
    handler: async (req, { UserID, UserPassword }): Promise<MsgResponse> => {
      await setUserPassword({ db, config, caller: requireUser(req), userId: UserID, password: UserPassword });
      return { msg: requestText(req, 'userAdmin.passwordSet') };
    },
  });

  route(app, {
    url: '/api/delete-user',
    access: 'manageUser',
    input: { schema: userIdSchema },
    target: user(({ UserID }) => UserID),
    handler: async (req, { UserID }): Promise<DeleteUserResponse> => {
      const teamID = await deleteUser({ db, caller: requireUser(req), userId: UserID });
      return { teamID, msg: requestText(req, 'userAdmin.deleted') };
    },
  });
}
