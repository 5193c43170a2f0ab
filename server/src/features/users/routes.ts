import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { addUserSchema, type AddUserResponse } from 'shared-api/contract';
import { translate } from 'shared-ui/i18n';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireAdmin } from '../../http/auth';
import { requestLanguage } from '../../http/language';
import { readFlagParam, readIdParam, readParam } from '../../http/params';
import { AppError } from '../../http/errors';
import { validateWith } from '../../http/validate';
import { addUser } from './service';

export async function userRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  // Admin only: team leaders' own powers are not specified, so they get none beyond a participant's.
  app.post('/api/add-user', { config: { access: 'admin' } }, async (req): Promise<AddUserResponse> => {
    requireAdmin(req);
    const values = await validateWith(req, addUserSchema, {
      name: readParam(req, 'Name'),
      email: readParam(req, 'Email'),
      password: readParam(req, 'Password'),
    });
    const teamId = readIdParam(req, 'TeamID');
    if (!teamId) throw new AppError('BAD_REQUEST', { extra: { field: 'TeamID' } });
    const id = await addUser({
      db,
      config,
      values: { ...values, teamId, admin: readFlagParam(req, 'Admin'), teamLeader: readFlagParam(req, 'TeamLeader') },
    });
    return { id, message: translate(requestLanguage(req), 'users.added') };
  });
}
