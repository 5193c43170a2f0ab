import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addClassSchema, classIdSchema, classOptionsSchema, editClassSchema, joinClassSchema, leaveClassSchema, refundStudentSchema,
  type AddClassResponse, type ClassDetail, type ClassesResponse, type ClassOptionsResponse, type CurrentUserClassResponse,
  type JoinClassResponse, type LeaveClassResponse, type MsgResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB, User } from '../../db/types';
import type { SessionUser } from '../auth';
import { requireUser } from '../../http/auth';
import { requestLanguage, requestText } from '../../http/language';
import { allows } from '../../http/authorize';
import { route } from '../../http/route';
import { classOf, subject, team } from '../../http/targets';
import type { PaymentProvider } from '../payments';
import { createClass } from './createClass';
import { editClass } from './editClass';
import { findClass } from './findClass';
import { findClassOptions } from './findClassOptions';
import { findCurrentUserClass } from './findCurrentUserClass';
import { joinClass } from './joinClass';
import { leaveClass } from './leaveClass';
import { listClasses } from './listClasses';
import { refundStudent } from './refundStudent';
import { leftMessage, refundMessage } from './alerts';

/**
 * Classes and enrolment (SPEC.md section 7, "Classes and payment"). Classes are run by admins
 * (DESIGN.md: team leaders never manage classes or payments); participants list the classes open
 * to their team, join and leave; visitors list a team's classes on its public page.
 */
export async function classRoutes(app: FastifyInstance, { db, config, provider }: { db: Kysely<DB>; config: Config; provider: PaymentProvider }) {
  const aboutUser = async (req: FastifyRequest, caller: SessionUser) => (await subject('actForUser')(undefined, { db, reads: app.reads, req, caller })).value;
  route(app, {
    url: '/api/classes',
    access: 'admin',
    handler: (): Promise<ClassesResponse> => listClasses({ db }),
  });

  route(app, {
    url: '/api/get-class',
    access: 'signedIn',
    input: { schema: classIdSchema },
    handler: async (req, { ClassID }): Promise<ClassDetail> => findClass({ db, classId: ClassID, caller: requireUser(req), admin: allows(req.user, 'admin') }),
  });

  route(app, {
    url: '/api/add-class',
    access: 'admin',
    input: { schema: addClassSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, values): Promise<AddClassResponse> => {
      const id = await createClass({ db, values, defaultCurrency: config.currency, actor: requireUser(req) });
      return { id, msg: requestText(req, 'classes.created') };
    },
  });

  route(app, {
    url: '/api/edit-class',
    access: 'admin',
    input: { schema: editClassSchema },
    target: classOf(({ ClassID }) => ClassID),
    handler: async (req, values): Promise<MsgResponse> => {
      await editClass({ db, values, actor: requireUser(req) });
      return { msg: requestText(req, 'classes.saved') };
    },
  });

  route(app, {
    url: '/api/get-class-options',
    access: 'public',
    input: { schema: classOptionsSchema },
    handler: async (req, { TeamID, Slug }): Promise<ClassOptionsResponse> =>
      findClassOptions({ db, caller: req.user, admin: allows(req.user, 'admin'), teamId: TeamID, slug: Slug, aboutUser: (caller) => aboutUser(req, caller) }),
  });

  route(app, {
    url: '/api/current-user-class',
    access: 'signedIn',
    target: subject('actForUser'),
    handler: async (req, _input, _reply, user: User): Promise<CurrentUserClassResponse> =>
      findCurrentUserClass({ db, user, sessionHash: requireUser(req).tokenHash }),
  });

  route(app, {
    url: '/api/join-class',
    access: 'actForUser',
    input: { schema: joinClassSchema },
    target: subject('actForUser'),
    handler: async (req, { ClassID }, _reply, user: User): Promise<JoinClassResponse> => {
      const { name } = await joinClass({ db, config, userId: user.id, classId: ClassID });
      return { error: null, msg: requestText(req, 'classes.joined', { name }) };
    },
  });

  route(app, {
    url: '/api/leave-class',
    access: 'actForUser',
    input: { schema: leaveClassSchema },
    target: subject('actForUser'),
    handler: async (req, { ConfirmNoRefund }, _reply, user: User): Promise<LeaveClassResponse> => {
      const left = await leaveClass({ db, config, provider, userId: user.id, confirmNoRefund: ConfirmNoRefund });
      return { error: null, refunded: left.refunded, msg: leftMessage(requestLanguage(req), left) };
    },
  });

  route(app, {
    url: '/api/refund-student',
    access: 'admin',
    input: { schema: refundStudentSchema },
    target: classOf(({ ClassID }) => ClassID),
    handler: async (req, { ClassID, UserID }): Promise<MsgResponse> => {
      const done = await refundStudent({ db, config, provider, classId: ClassID, userId: UserID, actor: requireUser(req) });
      return { msg: refundMessage(requestLanguage(req), done) };
    },
  });
}
