import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addUserPlacementSchema, addUserSchema, editUserPasswordSchema, editUserSchema, editUserTargetSchema, flagField,
  generateAnonymousSchema, MAX_ANONYMOUS, userIdSchema, userIdsSchema,
  type AddUserResponse, type AddUsersResponse, type DeleteUserResponse, type GenerateAnonymousResponse, type MsgResponse,
  type SendWelcomesResponse, type UserResponsesResponse,
} from 'shared-api/contract';
import * as yup from 'yup';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { authorize } from '../../http/authorize';
import { requestCount, requestLanguage, requestText } from '../../http/language';
import { route } from '../../http/route';
import { addUser } from './addUser';
import { addUsers } from './addUsers';
import { generateAnonymousUsers } from './anonymous';
import { deleteUser } from './deleteUser';
import { editUser, setUserPassword } from './editUser';
import { findUserDetail } from './userDetail';
import { sendWelcomeEmails } from './welcomes';

/** 10,000 rows of a few hundred bytes at most: above the server's default body limit. */
const ADD_USERS_BODY_LIMIT = 8 * 1024 * 1024;

const dryRunSchema = yup.object({ DryRun: flagField() });

/**
 * Users of a team (SPEC.md section 7, "Teams and users"). Admins, and leaders for the teams they
 * lead; only admins grant the admin and leader flags; a leader changes, re-passwords or deletes
 * only the plain participants of their teams (the manageUser rule).
 */
export async function userRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/add-user',
    access: 'manageTeam',
    input: { schema: addUserSchema.concat(addUserPlacementSchema), from: { name: 'Name', email: 'Email', password: 'Password' } },
    handler: async (req, { TeamID, Admin, TeamLeader, ...values }): Promise<AddUserResponse> => {
      const caller = requireUser(req);
      authorize(caller, 'manageTeam', { teamId: TeamID });
      if (Admin || TeamLeader) authorize(caller, 'admin');
      const id = await addUser({ db, config, actor: requireUser(req), values: { ...values, teamId: TeamID, admin: Admin, teamLeader: TeamLeader } });
      return { id, message: requestText(req, 'users.added') };
    },
  });

  route(app, {
    url: '/api/add-users',
    access: 'manageTeam',
    bodyLimit: ADD_USERS_BODY_LIMIT,
    input: { schema: dryRunSchema },
    handler: async (req, { DryRun }): Promise<AddUsersResponse> => {
      const users = (req.body as { users?: unknown } | undefined)?.users;
      return addUsers({ db, config, caller: requireUser(req), users, language: requestLanguage(req), dryRun: DryRun });
    },
  });

  route(app, {
    url: '/api/generate-anonymous',
    access: 'manageTeam',
    input: { schema: generateAnonymousSchema, vars: { max: MAX_ANONYMOUS } },
    handler: async (req, { NumUsers, TeamID }): Promise<GenerateAnonymousResponse> => {
      authorize(req.user, 'manageTeam', { teamId: TeamID });
      const credentials = await generateAnonymousUsers({ db, config, teamId: TeamID, count: NumUsers, actor: requireUser(req) });
      const created = requestCount(req, NumUsers, { one: 'userAdmin.anonymousCreated.one', other: 'userAdmin.anonymousCreated.other' });
      return { credentials, msg: created };
    },
  });

  route(app, {
    url: '/api/reset-send-welcomes',
    access: 'manageTeam',
    input: { schema: userIdsSchema },
    handler: async (req, { UserIDs }): Promise<SendWelcomesResponse> => {
      const caller = requireUser(req);
      const { sent, skipped } = await sendWelcomeEmails({
        db,
        config,
        userIds: [...new Set(UserIDs)],
        actor: caller,
        authorizeTeam: (teamId) => authorize(caller, 'manageTeam', { teamId }),
      });
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
    handler: async (req, { UserID }): Promise<UserResponsesResponse> =>
      findUserDetail({ db, caller: requireUser(req), userId: UserID, language: requestLanguage(req) }),
  });

  route(app, {
    url: '/api/edit-user',
    access: 'manageUser',
    input: { schema: editUserSchema.concat(editUserTargetSchema) },
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
    handler: async (req, { UserID, UserPassword }): Promise<MsgResponse> => {
      await setUserPassword({ db, config, caller: requireUser(req), userId: UserID, password: UserPassword });
      return { msg: requestText(req, 'userAdmin.passwordSet') };
    },
  });

  route(app, {
    url: '/api/delete-user',
    access: 'manageUser',
    input: { schema: userIdSchema },
    handler: async (req, { UserID }): Promise<DeleteUserResponse> => {
      const teamID = await deleteUser({ db, caller: requireUser(req), userId: UserID });
      return { teamID, msg: requestText(req, 'userAdmin.deleted') };
    },
  });
}
